"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { useSelectedLocation } from "@/components/locations/selected-location-provider";
import { BOOKING_MESSAGES, firstBookingProblem } from "@/lib/scheduling/booking-checks";
import { interpretBookingReply } from "@/lib/scheduling/booking-errors";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";
import { canJumpTo, effectiveStep, type WizardStep } from "@/lib/scheduling/wizard-state";
import { ConfirmationStep } from "./confirmation-step";
import { DateTimeStep } from "./date-time-step";
import { InformationStep } from "./information-step";
import { LocationStep } from "./location-step";
import { ServiceStep } from "./service-step";
import { StepHeading } from "./step-heading";
import { StepIndicator } from "./step-indicator";
import { EMPTY_FORM, type Confirmation, type CustomerForm, type Slot, type WizardStore } from "./types";
import { bookingWindow, newIdempotencyKey } from "./wizard-helpers";

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

/** The five-step appointment request. The step, store and service live in the URL, so Back and Forward work. */
export function ScheduleWizard({ stores }: { stores: readonly WizardStore[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const { selectedLocation } = useSelectedLocation();

  const urlStoreId = Number(search.get("locationId")) || null;
  const store =
    stores.find((s) => s.id === urlStoreId) ??
    (search.has("locationId") ? null : (stores.find((s) => s.id === selectedLocation?.id) ?? null));
  const wantedService = search.get("service");
  const service = store?.services.find((s) => s.name.toLowerCase() === wantedService?.toLowerCase()) ?? null;
  const commercialFirst = search.get("type") === "commercial";

  // Date and time belong to one store and service; choosing another clears them.
  const selectionKey = `${store?.id ?? ""}|${service?.name ?? ""}`;
  const [when, setWhen] = useState({ key: selectionKey, date: "", time: null as string | null });
  const date = when.key === selectionKey ? when.date : "";
  const time = when.key === selectionKey ? when.time : null;
  const [form, setForm] = useState<CustomerForm>(EMPTY_FORM);
  const [timeAlert, setTimeAlert] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  const progress = {
    hasStore: Boolean(store),
    hasService: Boolean(service),
    hasTime: Boolean(time),
    booked: Boolean(confirmation),
  };
  // A store named in the link opens its services; one remembered from the header is only preselected.
  const step = effectiveStep(Number(search.get("step")) || (search.has("locationId") ? 2 : 1), progress);

  const availabilityKey =
    store && service && date
      ? `/api/stores/${encodeURIComponent(store.email)}/availability/${date}?service=${encodeURIComponent(service.name)}`
      : null;
  const slots = useSWR<AvailabilityReply>(availabilityKey, fetchAvailability, {
    revalidateOnFocus: false,
    dedupingInterval: 0,
    shouldRetryOnError: false,
  });

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  function go(next: WizardStep, changes: Record<string, string | null> = {}) {
    const params = new URLSearchParams(search.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    params.set("step", String(next));
    router.push(`${pathname}?${params}`, { scroll: false });
  }

  function chooseTime(next: string | null) {
    setWhen({ key: selectionKey, date, time: next });
    setTimeAlert(null);
  }

  async function submit() {
    if (submittingRef.current || !store || !service || !time) {
      if (!store || !service || !time) setSubmitError(BOOKING_MESSAGES.selection);
      return;
    }
    const vehicleGiven = [form.vehicleYear, form.vehicleMake, form.vehicleModel, form.vehicleTrim].some(
      Boolean,
    );
    const body = {
      storeGroupEmail: store.email,
      serviceName: service.name,
      durationMinutes: service.durationMinutes,
      date,
      time,
      customer: { firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone },
      ...(vehicleGiven
        ? {
            vehicle: {
              year: form.vehicleYear,
              make: form.vehicleMake,
              model: form.vehicleModel,
              trim: form.vehicleTrim,
            },
          }
        : {}),
      comments: form.notes,
      idempotencyKey: (idempotencyKey.current ??= newIdempotencyKey()),
    };
    const problem =
      firstBookingProblem(body) ??
      (form.phone.replace(/\D/g, "").length !== 10 ? BOOKING_MESSAGES.phone : null) ??
      (!form.vehicleYear || !form.vehicleMake || !form.vehicleModel ? BOOKING_MESSAGES.vehicle : null);
    if (problem) {
      setSubmitError(problem);
      return;
    }

    submittingRef.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const response = await fetch("/api/bookAppointment", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const result = interpretBookingReply(response.status, response.ok, await response.text());
      if ("failure" in result) {
        const { message, availableSlots } = result.failure;
        if (availableSlots) {
          await slots.mutate({ success: true, availableSlots }, { revalidate: false });
          setWhen({ key: selectionKey, date, time: null });
          setTimeAlert(message);
          go(3);
        } else {
          setSubmitError(message);
        }
        return;
      }
      const appointment = (result.reply as { appointment?: Partial<Confirmation> }).appointment ?? {};
      idempotencyKey.current = null;
      setConfirmation({
        reference: appointment.reference ?? "",
        storeName: appointment.storeName ?? store.name,
        storeAddress:
          appointment.storeAddress ?? `${store.address}, ${store.city}, ${store.state} ${store.zip}`,
        storePhone: appointment.storePhone ?? store.phone,
        serviceName: service.name,
        durationMinutes: service.durationMinutes,
        dateLabel: formatAppointmentDate(date),
        timeLabel: formatAppointmentTime(time),
        cancelUrl: appointment.cancelUrl,
        icsUrl: appointment.icsUrl,
        message: result.reply.message ?? "Your appointment request has been received.",
      });
      go(5);
    } catch {
      setSubmitError("Server returned an invalid response. Please try again or contact support.");
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  const { min, max } = bookingWindow(store?.timeZone ?? "America/New_York");
  const summary = store && service && time && (
    <p className="rounded-lg bg-gray-50 p-4 text-gray-800 dark:bg-gray-800 dark:text-gray-200">
      <strong>{service.name}</strong> at <strong>{store.name}</strong> on{" "}
      <strong>{formatAppointmentDate(date)}</strong> at <strong>{formatAppointmentTime(time)}</strong>
    </p>
  );

  return (
    <div className="space-y-8">
      <StepIndicator current={step} canJumpTo={(s) => canJumpTo(s, step, progress)} onJump={(s) => go(s)} />
      <section aria-label={`Step ${step} of 5`} className="card p-5 sm:p-8">
        {step === 1 && (
          <>
            <StepHeading ref={headingRef} lead="Choose the store where you'd like the work done.">
              Choose a Location
            </StepHeading>
            <LocationStep
              stores={stores}
              selectedId={store?.id ?? null}
              wantedService={wantedService}
              onChoose={(s) => go(2, { locationId: String(s.id) })}
            />
            {store && (
              <div className="mt-6 flex justify-end">
                <button
                  type="button"
                  onClick={() => go(2, { locationId: String(store.id) })}
                  className="btn-primary"
                >
                  Continue with {store.name}
                </button>
              </div>
            )}
          </>
        )}
        {step === 2 && store && (
          <>
            <StepHeading ref={headingRef} lead={`Services available at ${store.name}.`}>
              Choose a Service
            </StepHeading>
            {wantedService && !service && (
              <p className="mb-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
                {wantedService} isn&apos;t offered at {store.name}. Choose another service, or go back and
                pick another store.
              </p>
            )}
            <ServiceStep
              services={store.services}
              selected={service?.name ?? null}
              commercialFirst={commercialFirst}
              onChoose={(s) => go(3, { locationId: String(store.id), service: s.name })}
            />
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <button type="button" onClick={() => go(1)} className="btn-outline-dark">
                Back
              </button>
              {service && (
                <button
                  type="button"
                  onClick={() => go(3, { locationId: String(store.id), service: service.name })}
                  className="btn-primary"
                >
                  Continue with {service.name}
                </button>
              )}
            </div>
          </>
        )}
        {step === 3 && store && service && (
          <>
            <StepHeading
              ref={headingRef}
              lead={`${service.name} takes about ${service.durationMinutes} minutes at ${store.name}.`}
            >
              Choose a Date &amp; Time
            </StepHeading>
            <DateTimeStep
              date={date}
              minDate={min}
              maxDate={max}
              onDateChange={(next) => {
                setWhen({ key: selectionKey, date: next, time: null });
                setTimeAlert(null);
              }}
              slots={slots.data?.availableSlots ?? null}
              loading={slots.isLoading}
              loadError={Boolean(slots.error)}
              degraded={Boolean(slots.data?.degraded)}
              onRetry={() => void slots.mutate()}
              time={time}
              onTimeChange={chooseTime}
              alert={timeAlert}
              onBack={() => go(2)}
              onContinue={() => (time ? go(4) : setTimeAlert("Please select a time slot before proceeding."))}
            />
          </>
        )}
        {step === 4 && (
          <>
            <StepHeading ref={headingRef} lead="Tell us who's coming and what you're driving.">
              Your Information
            </StepHeading>
            <InformationStep
              form={form}
              onChange={(changes) => setForm((f) => ({ ...f, ...changes }))}
              submitting={submitting}
              error={submitError}
              onSubmit={() => void submit()}
              onBack={() => go(3)}
              summary={summary}
            />
          </>
        )}
        {step === 5 && confirmation && (
          <>
            <StepHeading ref={headingRef}>Appointment Requested</StepHeading>
            <ConfirmationStep
              confirmation={confirmation}
              onStartOver={() => {
                setConfirmation(null);
                setForm(EMPTY_FORM);
                go(1, { service: null, locationId: null });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
