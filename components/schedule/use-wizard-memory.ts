"use client";

import { useEffect, useState } from "react";
import type { CarriedChoice, StoreVisit } from "@/components/schedule/wizard-storage";
import { clearSavedWizard, readSavedWizard, writeSavedWizard } from "./saved-wizard";
import type { CustomerForm, WizardService, WizardStore } from "./types";

interface MemoryOptions {
  store: WizardStore | null;
  service: WizardService | null;
  /** The booking window: a date kept from an earlier visit outside it is not brought back. */
  min: string;
  max: string;
  /** Whether the page may touch sessionStorage yet (not while hydrating server HTML). */
  inBrowser: boolean;
  /** Once the request is made, nothing of it is kept. */
  booked: boolean;
}

/** How the visit is planned: the date, the start time, the services added and wait or drop-off. */
export interface VisitPlan {
  date: string;
  time: string | null;
  addOns: string[];
  visit: StoreVisit;
}

const NO_PLAN: VisitPlan = { date: "", time: null, addOns: [], visit: "wait" };

/**
 * The wizard's visit plan and typed details, restored from sessionStorage on arrival and saved on
 * every change. The plan belongs to one store and service (a time or an add-on means nothing for
 * another): choosing another sets it aside, and coming back to the same pair brings it back.
 */
export function useWizardMemory({ store, service, min, max, inBrowser, booked }: MemoryOptions) {
  const [saved] = useState(readSavedWizard);
  const [when, setWhen] = useState(() => {
    const current = saved.date >= min && saved.date <= max;
    return {
      storeId: saved.storeId,
      serviceName: saved.serviceName,
      date: current ? saved.date : "",
      time: current ? saved.time : null,
      addOns: saved.addOns,
      visit: saved.visit,
    };
  });
  const [form, setForm] = useState<CustomerForm>(saved.form);
  const [carried, setCarried] = useState<CarriedChoice>(saved.carried);

  useEffect(() => {
    if (!inBrowser) return;
    if (booked) clearSavedWizard();
    else writeSavedWizard({ ...when, form, carried });
  }, [inBrowser, booked, when, form, carried]);

  const storeId = store?.id ?? null;
  const serviceName = service?.name ?? null;
  const forSelection = when.storeId === storeId && when.serviceName === serviceName;
  const plan: VisitPlan = forSelection
    ? { date: when.date, time: when.time, addOns: when.addOns, visit: when.visit }
    : NO_PLAN;

  /** Changes part of the plan for the current store and service (another pair's plan is replaced). */
  const updatePlan = (changes: Partial<VisitPlan>) =>
    setWhen((w) => {
      const base = w.storeId === storeId && w.serviceName === serviceName ? w : NO_PLAN;
      return { ...base, ...changes, storeId, serviceName };
    });

  return {
    ...plan,
    updatePlan,
    setDateTime: (date: string, time: string | null) => updatePlan({ date, time }),
    form,
    setForm,
    /** The tires and service as last chosen in this tab, and how to change them. */
    carried,
    setCarried,
  };
}
