"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import useSWR from "swr";
import { useSelectedLocation } from "@/components/locations/selected-location-provider";
import { BOOKING_MESSAGES, firstBookingProblem } from "@/lib/scheduling/booking-checks";
import { interpretBookingReply, type CodePending } from "@/lib/booking-form/booking-errors";
import { customerFieldErrors, firstCustomerProblem } from "@/lib/booking-form/customer-form";
import { holidayHint, holidaysBetween, unbookableDateMessage } from "@/lib/scheduling/date-checks";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";
import {
  changeScheduleQuery,
  parseScheduleLink,
  type ScheduleLinkChanges,
} from "@/lib/scheduling/schedule-link";
import { resolveLinkedService, TIRE_INSTALLATION_SERVICE } from "@/lib/scheduling/services";
import type { VisitKind } from "@/lib/scheduling/visit";
import { canJumpTo, effectiveStep, type WizardStep } from "@/components/schedule/wizard-state";
import {
  addOnsFor,
  availabilityDaysPath,
  availabilityPath,
  formatDuration,
  visitLine,
} from "@/components/schedule/wizard-visit";
import type { DayAvailability } from "@/lib/scheduling/day-availability";
import { ConfirmationStep, confirmationHeading } from "./confirmation-step";
import { DateTimeStep } from "./date-time-step";
import { useTireReadyBy } from "./use-tire-ready-by";
import { scheduleStockNote, tiresTooSoonMessage } from "@/lib/inventory/schedule-stock-text";
import { InformationStep } from "./information-step";
import { LocationStep } from "./location-step";
import { StoreOriginForm } from "./store-origin-form";
import { useStoreOrigin } from "./use-store-origin";
import { ServiceStep } from "./service-step";
import { StepHeading } from "./step-heading";
import { StepIndicator } from "./step-indicator";
import { TireNote } from "./tire-note";
import { EMPTY_FORM, type Confirmation, type Slot, type WizardStore } from "./types";
import { useCarriedVehicle } from "./use-carried-vehicle";
import { useStepFocus } from "./use-step-focus";
import { useWizardMemory } from "./use-wizard-memory";
import { VehicleNote } from "./vehicle-note";
import { VisitOptions } from "./visit-options";
import { WizardActions } from "./wizard-actions";
import {
  bookingBody,
  bookingWindow,
  confirmationOf,
  newIdempotencyKey,
  vehicleLabel,
  visitMinutes,
} from "./wizard-helpers";
import { WizardPlaceholder } from "./wizard-placeholder";
import { OnSiteNotice } from "./on-site-notice";
import { useServiceArea } from "./use-service-area";
import { arrivalWindowAt } from "@/lib/scheduling/on-site";

interface AvailabilityReply {
  success: boolean;
  availableSlots: Slot[];
  degraded?: boolean;
}

// Availability must never come from a cache: the timestamp defeats any in between.
const fetchAvailability = async (path: string): Promise<AvailabilityReply> => {
  const response = await fetch(`${path}&_t=${Date.now()}`, { cache: "no-store", credentials: "include" });
  const body = (await response.json()) as AvailabilityReply;
  if (!response.ok || !Array.isArray(body.availableSlots)) throw new Error("Availability unavailable");
  return body;
};

interface DaysReply {
  success: boolean;
  days: DayAvailability[];
}

const fetchDays = async (path: string): Promise<DaysReply> => {
  const response = await fetch(`${path}&_t=${Date.now()}`, { cache: "no-store", credentials: "include" });
  const body = (await response.json()) as DaysReply;
  if (!response.ok || !Array.isArray(body.days)) throw new Error("Days unavailable");
  return body;
};

const TIME_GONE = "The time you picked is no longer free for this visit. Please choose another.";
const NEEDS_TIME: Record<VisitKind, string> = {
  wait: "Please select a time slot before proceeding.",
  "drop-off": "Please choose a date with drop-off places before proceeding.",
  "on-site": "Please choose an arrival window before proceeding.",
};
const noSubscription = () => () => {};

/**
 * The five-step appointment request. The step, store and service live in the URL, so Back and
 * Forward move between steps; the date, time and what was typed are kept in sessionStorage, so
 * a reload or a visit to another page loses nothing.
 */
export function ScheduleWizard({ stores }: { stores: readonly WizardStore[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const { selectedLocation } = useSelectedLocation();
  // The saved work is only in the browser: while hydrating server HTML, show what the server did.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // Everything the address says, read in one place (lib/scheduling/schedule-link.ts).
  const link = parseScheduleLink(search);
  const linkNamesStore = link.store !== undefined;
  const store =
    stores.find((s) => s.id === link.store) ??
    (linkNamesStore ? null : (stores.find((s) => s.id === selectedLocation?.id) ?? null));
  const linkedService = resolveLinkedService(link.service) ?? null;
  const service = store?.services.find((s) => s.name === linkedService?.name) ?? null;
  const commercialFirst = link.type === "commercial";
  // Tires chosen on the tire pages go with the installation service only.
  const linkedTires = link.tires ?? null;
  const tiresFit = !service || service.name === TIRE_INSTALLATION_SERVICE;
  const { min, max } = bookingWindow(store?.timeZone ?? "America/New_York");

  const [attempted, setAttempted] = useState(false);
  const [timeAlert, setTimeAlert] = useState<string | null>(null);
  // Why the wizard came back to step 3 from the request (the time or the tires went to someone
  // else meanwhile): shown at the top of the step, where a phone's screen is, and focused.
  const [sentBack, setSentBack] = useState<string | null>(null);
  const sentBackRef = useRef<HTMLParagraphElement>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** The code sent to the customer's address, while the request waits for it. */
  const [codePending, setCodePending] = useState<CodePending | null>(null);
  const [code, setCode] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  const storeSearch = useStoreOrigin();
  const memory = useWizardMemory({ store, service, min, max, inBrowser, booked: Boolean(confirmation) });
  const { date, form, setForm, setDateTime, updatePlan } = memory;

  // The tires and service the customer brought follow them through any detour within the tab: a
  // link that names neither (the locations page's Schedule Service, the header's) gets them back,
  // and what the address names is remembered. Removing the tires forgets them (setTires).
  const restored = useRef(false);
  const { carried, setCarried } = memory;
  const linkedTireId = link.tires?.productId ?? null;
  const linkedQuantity = link.tires?.quantity ?? null;
  const linkedSlug = link.service ?? null;
  useEffect(() => {
    if (!inBrowser) return;
    if (!restored.current) {
      restored.current = true;
      const params = changeScheduleQuery(search, {
        ...(!linkedTireId && carried.tire ? { tires: carried.tire } : {}),
        ...(!linkedSlug && carried.service ? { service: carried.service } : {}),
      });
      if (params.toString() !== search.toString()) {
        router.replace(`${pathname}?${params}`, { scroll: false });
        return;
      }
    }
    const tires =
      linkedTireId && linkedQuantity ? { productId: linkedTireId, quantity: linkedQuantity } : null;
    setCarried((c) => ({ tire: tires ?? c.tire, service: linkedSlug ?? c.service }));
    // Runs when the address's tires or service change; `carried` is read only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inBrowser, linkedTireId, linkedQuantity, linkedSlug]);
  // On-site work has its own kind of visit: a truck for an arrival window, nothing to add or drop off.
  const onSite = Boolean(service?.onSite);
  const visit: VisitKind = onSite ? "on-site" : memory.visit;
  // Installation dates start when the chosen tires can be at the store.
  const tireStock = useTireReadyBy(
    store?.id ?? null,
    service?.name === TIRE_INSTALLATION_SERVICE ? linkedTires : null,
  );
  const tiresFrom = tireStock.ready && tireStock.ready.readyBy > min ? tireStock.ready.readyBy : null;
  const dateMessage = !date
    ? null
    : tiresFrom && date < tiresFrom && store
      ? tiresTooSoonMessage(tiresFrom, store.city)
      : unbookableDateMessage(date, min, max);
  const offeredAddOns = store && service && !onSite ? addOnsFor(service.name, store.services) : [];
  const addOns = offeredAddOns.filter((a) => memory.addOns.includes(a.service.name)).map((a) => a.service);
  const totalMinutes = service ? visitMinutes({ service, addOns }) : 0;
  const servicesText = service ? [service, ...addOns].map((s) => s.name).join(" + ") : "";

  const availabilityKey =
    store && service && date && !dateMessage
      ? availabilityPath({
          storeEmail: store.email,
          date,
          service: service.name,
          addOns: addOns.map((a) => a.name),
          visit,
        })
      : null;
  const area = useServiceArea(
    onSite && store && service
      ? { storeEmail: store.email, service: service.slug, zip: form.siteZip, state: form.siteState }
      : null,
  );
  const slots = useSWR<AvailabilityReply>(availabilityKey, fetchAvailability, {
    revalidateOnFocus: false,
    dedupingInterval: 0,
    shouldRetryOnError: false,
  });
  // A drop-off has one time, the store's opening. A time kept from earlier may have been taken
  // since, or not fit the visit as changed: it counts only while the store still offers it.
  const keptTime =
    !date || dateMessage ? null : visit === "drop-off" ? (store?.dropOff.opensAt ?? null) : memory.time;
  const timeGone =
    keptTime !== null &&
    Boolean(slots.data) &&
    !slots.data?.availableSlots.some((s) => s.time === keptTime && s.available);
  const time = timeGone ? null : keptTime;

  const progress = {
    hasStore: Boolean(store),
    hasService: Boolean(service),
    hasTime: Boolean(time),
    booked: Boolean(confirmation),
  };
  // A store named in the link opens its services; one remembered from the header is only preselected.
  const step = effectiveStep(link.step ?? (linkNamesStore ? 2 : 1), progress);
  // The day list: one answer for the whole booking window, asked once the date step is reached.
  const days = useSWR<DaysReply>(
    step === 3 && store && service
      ? availabilityDaysPath({
          storeEmail: store.email,
          from: min,
          service: service.name,
          addOns: addOns.map((a) => a.name),
          visit,
        })
      : null,
    fetchDays,
    { revalidateOnFocus: false, dedupingInterval: 0, shouldRetryOnError: false },
  );

  const wizardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useStepFocus(step, wizardRef, headingRef, sentBackRef);
  // Declared after the step's own focus, so when the request came back the notice keeps it.
  useEffect(() => {
    const notice = sentBackRef.current;
    if (!sentBack || step !== 3 || !notice) return;
    notice.scrollIntoView({ block: "center" });
    notice.focus({ preventScroll: true });
  }, [sentBack, step]);

  // A vehicle carried in from the tire pages is one of our lists' (checked): the selects show it.
  useCarriedVehicle((vehicle) =>
    setForm((f) => ({
      ...f,
      vehicleYear: vehicle.year,
      vehicleMake: vehicle.make,
      vehicleModel: vehicle.model,
      vehicleTrim: vehicle.trim,
      vehicleUnlisted: "",
    })),
  );

  function go(next: WizardStep, changes: ScheduleLinkChanges = {}) {
    const params = changeScheduleQuery(search, changes);
    if (next > step && Object.keys(changes).length > 0) {
      // The history entry being left records the choice made on it (the store on step 1, the
      // service on step 2), so the browser's Back returns to the step as it was left.
      const left = changeScheduleQuery(params, { step });
      window.history.replaceState(window.history.state, "", `${pathname}?${left}`);
    }
    router.push(`${pathname}?${changeScheduleQuery(params, { step: next })}`, { scroll: false });
  }

  /** Changes the tires in the address without a new history entry or a scroll. */
  function setTires(quantity: number | null) {
    if (quantity === null) setCarried((c) => ({ ...c, tire: null }));
    const tires = linkedTires && quantity !== null ? { ...linkedTires, quantity } : null;
    router.replace(`${pathname}?${changeScheduleQuery(search, { tires })}`, { scroll: false });
  }

  function chooseTime(next: string | null) {
    setDateTime(date, next);
    setTimeAlert(null);
    if (next) setSentBack(null);
  }

  async function submit(resendCode = false) {
    if (submittingRef.current) return;
    setAttempted(true);
    setSubmitError(null);
    if (!store || !service || !time) {
      setSubmitError(BOOKING_MESSAGES.selection);
      return;
    }
    const request = { store, service, addOns, visit, date, time, form };
    const body = bookingBody({
      ...request,
      idempotencyKey: (idempotencyKey.current ??= newIdempotencyKey()),
      tires: service.name === TIRE_INSTALLATION_SERVICE ? linkedTires : null,
    });
    // Shown from the form as it changes (see `formProblem`), so nothing to set here.
    if (firstBookingProblem(body) || firstCustomerProblem(form, undefined, onSite)) return;
    // A site we already know the trucks don't reach: say so here rather than send it.
    if (onSite && area.answer && !area.answer.ok) {
      setSubmitError(area.answer.message);
      return;
    }

    submittingRef.current = true;
    setSubmitting(true);
    try {
      const response = await fetch("/api/bookAppointment", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        // With the code from the e-mail once one was sent; without it, a new code is sent.
        body: JSON.stringify(
          codePending && !resendCode ? { ...body, contactProof: { id: codePending.id, code } } : body,
        ),
      });
      const result = interpretBookingReply(response.status, response.ok, await response.text());
      if ("code" in result) {
        setCodePending(result.code);
        setCode("");
        return;
      }
      if ("failure" in result) {
        const { message, availableSlots, readyBy } = result.failure;
        if (readyBy) {
          // The last sets went to someone else meanwhile: dates start again from the new day.
          await tireStock.refresh();
          setDateTime(date, null);
          setSentBack(message);
          go(3);
        } else if (availableSlots) {
          await slots.mutate({ success: true, availableSlots }, { revalidate: false });
          setDateTime(date, null);
          setSentBack(message);
          go(3);
        } else {
          setSubmitError(message);
        }
        return;
      }
      idempotencyKey.current = null;
      setCodePending(null);
      setCode("");
      setConfirmation(
        confirmationOf(result.reply as { message?: string; appointment?: Partial<Confirmation> }, request),
      );
      // The request is made: nothing of it is kept for a reload or the next booking.
      setForm(EMPTY_FORM);
      updatePlan({ date: "", time: null, addOns: [], visit: "wait" });
      setAttempted(false);
      go(5);
    } catch {
      setSubmitError("Server returned an invalid response. Please try again or contact support.");
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  if (!inBrowser) return <WizardPlaceholder stores={stores} />;

  const tireNote =
    linkedTires &&
    (tiresFit ? (
      <TireNote
        tires={linkedTires}
        onQuantity={(quantity) => setTires(quantity)}
        onRemove={() => setTires(null)}
        store={store}
        vehicle={
          form.vehicleUnlisted === "yes"
            ? null
            : {
                year: form.vehicleYear,
                make: form.vehicleMake,
                model: form.vehicleModel,
                trim: form.vehicleTrim,
              }
        }
      />
    ) : (
      <p className="mb-6 text-gray-700 dark:text-gray-300" data-testid="wizard-tires-left-out">
        The tires you chose are not part of a {service?.name} request. Choose {TIRE_INSTALLATION_SERVICE} to
        have them installed.
      </p>
    ));
  const vehicleNote = (
    <>
      {tireNote}
      <VehicleNote vehicle={vehicleLabel(form)} />
    </>
  );
  const formProblem = attempted ? firstCustomerProblem(form, undefined, onSite) : null;
  const summary = store && service && time && (
    <div className="rounded-lg bg-gray-50 p-4 text-gray-800 dark:bg-gray-800 dark:text-gray-200">
      <p>
        <strong>{servicesText}</strong> at <strong>{store.name}</strong> on{" "}
        <strong>{formatAppointmentDate(date)}</strong>
        {onSite && (
          <>
            , arriving <strong>{arrivalWindowAt(time)?.hours ?? time}</strong>
          </>
        )}
        {visit === "wait" && (
          <>
            {" "}
            at <strong>{formatAppointmentTime(time)}</strong>
          </>
        )}
      </p>
      <p className="mt-1" data-testid="wizard-visit-line">
        {visitLine({ visit, time, minutes: totalMinutes, readyBy: store.dropOff.readyBy })}.
      </p>
    </div>
  );

  return (
    <div ref={wizardRef} className="scroll-mt-4 space-y-8">
      <StepIndicator current={step} canJumpTo={(s) => canJumpTo(s, step, progress)} onJump={(s) => go(s)} />
      <section aria-label={`Step ${step} of 5`} className="card p-5 sm:p-8">
        {step === 1 && (
          <>
            <StepHeading ref={headingRef} lead="Choose the store where you'd like the work done.">
              Choose a Location
            </StepHeading>
            {vehicleNote}
            <StoreOriginForm search={storeSearch} />
            <LocationStep
              stores={stores}
              selectedId={store?.id ?? null}
              wantedService={linkedService?.name ?? null}
              onChoose={(s) => go(2, { store: s.id })}
              origin={storeSearch.origin}
              myStoreId={selectedLocation?.id ?? null}
              tires={linkedTires}
            />
            {store && (
              <WizardActions>
                <button type="button" onClick={() => go(2, { store: store.id })} className="btn-primary">
                  Continue with {store.name}
                </button>
              </WizardActions>
            )}
          </>
        )}
        {step === 2 && store && (
          <>
            <StepHeading ref={headingRef} lead={`Services available at ${store.name}.`}>
              Choose a Service
            </StepHeading>
            {vehicleNote}
            {linkedService && !service && (
              <p className="mb-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
                {linkedService.name} isn&apos;t offered at {store.name}. Choose another service, or go back
                and pick another store.
              </p>
            )}
            <ServiceStep
              services={store.services}
              selected={service?.name ?? null}
              commercialFirst={commercialFirst}
              onChoose={(s) => go(3, { store: store.id, service: s.slug })}
            />
            <WizardActions onBack={() => go(1)}>
              {service && (
                <button
                  type="button"
                  onClick={() => go(3, { store: store.id, service: service.slug })}
                  className="btn-primary"
                >
                  Continue with {service.name}
                </button>
              )}
            </WizardActions>
          </>
        )}
        {step === 3 && store && service && (
          <>
            <StepHeading
              ref={headingRef}
              lead={
                onSite
                  ? `A service truck from ${store.name} comes to your site: choose the day and the window to expect the crew.`
                  : `${servicesText} ${addOns.length > 0 ? "take" : "takes"} about ${formatDuration(totalMinutes)} at ${store.name}.`
              }
            >
              Choose a Date &amp; Time
            </StepHeading>
            {sentBack && (
              <p
                ref={sentBackRef}
                tabIndex={-1}
                role="alert"
                data-testid="wizard-sent-back"
                className="mb-6 scroll-mt-24 rounded-lg border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-brand-400 dark:bg-red-950/40 dark:text-red-200"
              >
                {sentBack}
              </p>
            )}
            {onSite ? <OnSiteNotice serviceName={service.name} /> : vehicleNote}
            {!onSite && (
              <VisitOptions
                offered={offeredAddOns}
                chosen={addOns.map((a) => a.name)}
                onToggle={(name, added) => {
                  const others = addOns.map((a) => a.name).filter((n) => n !== name);
                  updatePlan({ addOns: added ? [...others, name] : others });
                  setTimeAlert(null);
                }}
                totalMinutes={totalMinutes}
                visit={memory.visit}
                onVisit={(next) => {
                  updatePlan({ visit: next, time: null });
                  setTimeAlert(null);
                }}
                dropOff={store.dropOff}
              />
            )}
            <DateTimeStep
              visit={visit}
              date={date}
              minDate={tiresFrom ?? min}
              tiresNote={
                tireStock.ready && store
                  ? scheduleStockNote(tireStock.ready.source, tireStock.ready.readyBy, store.city, min)
                  : null
              }
              maxDate={max}
              closedHint={holidayHint(holidaysBetween(min, max))}
              dateMessage={dateMessage}
              onDateChange={(next) => {
                setDateTime(next, null);
                setTimeAlert(null);
              }}
              today={min}
              days={days.data?.days ?? null}
              daysLoading={days.isLoading}
              daysError={Boolean(days.error)}
              onDaysRetry={() => void days.mutate()}
              slots={slots.data?.availableSlots ?? null}
              loading={slots.isLoading}
              loadError={Boolean(slots.error)}
              degraded={Boolean(slots.data?.degraded)}
              onRetry={() => void slots.mutate()}
              time={time}
              onTimeChange={chooseTime}
              alert={timeAlert ?? (timeGone && visit !== "drop-off" ? TIME_GONE : null)}
              onBack={() => go(2)}
              onContinue={() => (time ? go(4) : setTimeAlert(NEEDS_TIME[visit]))}
            />
          </>
        )}
        {step === 4 && (
          <>
            <StepHeading
              ref={headingRef}
              lead={
                onSite
                  ? "Tell us who to call and where the machine is."
                  : "Tell us who's coming and what you're driving."
              }
            >
              Your Information
            </StepHeading>
            {tireNote}
            <InformationStep
              form={form}
              onChange={(changes) => {
                // A code proves one address: another address needs its own.
                if (changes.email !== undefined && changes.email !== form.email) setCodePending(null);
                setForm((f) => ({ ...f, ...changes }));
              }}
              submitting={submitting}
              codePending={codePending}
              code={code}
              onCodeChange={setCode}
              onResendCode={() => void submit(true)}
              fieldErrors={attempted ? customerFieldErrors(form, undefined, onSite) : {}}
              onSite={
                onSite && store
                  ? {
                      storeName: store.name,
                      area,
                      onSwitchStore: (id) => {
                        // Another store's trucks: its own windows, so the time is chosen again.
                        setDateTime(date, null);
                        setSubmitError(null);
                        go(3, { store: id });
                      },
                    }
                  : null
              }
              error={formProblem ?? submitError}
              onSubmit={() => void submit()}
              onBack={() => go(3)}
              summary={summary}
            />
          </>
        )}
        {step === 5 && confirmation && (
          <>
            <StepHeading ref={headingRef}>{confirmationHeading(confirmation)}</StepHeading>
            <ConfirmationStep
              confirmation={confirmation}
              onStartOver={() => {
                setConfirmation(null);
                go(1, { service: null, store: null, tires: null });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
