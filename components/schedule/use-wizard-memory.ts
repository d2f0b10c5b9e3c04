"use client";

import { useEffect, useState } from "react";
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

/**
 * The wizard's date, time and typed details, restored from sessionStorage on arrival and saved
 * on every change. The date and time belong to one store and service: choosing another sets them
 * aside, and coming back to the same pair brings them back.
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
    };
  });
  const [form, setForm] = useState<CustomerForm>(saved.form);

  useEffect(() => {
    if (!inBrowser) return;
    if (booked) clearSavedWizard();
    else writeSavedWizard({ ...when, form });
  }, [inBrowser, booked, when, form]);

  const forSelection = when.storeId === (store?.id ?? null) && when.serviceName === (service?.name ?? null);
  return {
    date: forSelection ? when.date : "",
    time: forSelection ? when.time : null,
    setDateTime: (date: string, time: string | null) =>
      setWhen({ storeId: store?.id ?? null, serviceName: service?.name ?? null, date, time }),
    form,
    setForm,
  };
}
