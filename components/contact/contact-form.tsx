"use client";

import { useActionState, useId, useRef, useState, type FormEvent } from "react";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { useSelectedLocation } from "@/components/locations/selected-location-provider";
import { sendContactForm } from "@/lib/contact-form/contact-action";
import {
  CONTACT_CORRECT_FIELDS,
  CONTACT_FIELDS,
  EMPTY_CONTACT_VALUES,
  contactProblems,
  type ContactField,
  type ContactProblems,
  type ContactValues,
} from "@/lib/contact/contact-request";
import { groupThousands } from "@/lib/core/price";
import { formatPhone } from "@/lib/core/phone";
import { FormAlert } from "@/components/ui/form-alert";
import { FieldError } from "@/components/ui/field-error";
import { fieldIds, fieldInputClass, fieldLabelClass } from "@/components/ui/form-fields";

export interface ContactStoreOption {
  id: number;
  name: string;
}

type Field = ContactField;
type Values = ContactValues;

const MESSAGE_MAX = 2000;

/**
 * The message form of /contact. Checked in the browser for quick feedback, then by the server,
 * which stores the message and e-mails the chosen store (or the corporate office).
 *
 * Sent before the page's scripts have started, or without JavaScript, the form posts to its
 * server action (never a GET: nothing typed may end up in an address or a log), and the page
 * comes back with the same answer: the thank-you, or the same messages next to the fields.
 */
export function ContactForm({ stores }: { stores: readonly ContactStoreOption[] }) {
  const id = useId();
  const { selectedLocation } = useSelectedLocation();
  const [answer, postAction] = useActionState(sendContactForm, null, "/contact");
  const [values, setValues] = useState<Values>(answer?.values ?? EMPTY_CONTACT_VALUES);
  // The store chosen in the header is the natural addressee until the visitor picks another.
  const [storeTouched, setStoreTouched] = useState(false);
  const storeId =
    storeTouched || !stores.some((s) => s.id === selectedLocation?.id)
      ? values.storeId
      : String(selectedLocation?.id ?? "");
  const [problems, setProblems] = useState<ContactProblems>(answer?.problems ?? {});
  const [error, setError] = useState<string | null>(answer?.error ?? null);
  const [sent, setSent] = useState<string | null>(answer?.sent ?? null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: field === "phone" ? formatPhone(value) : value }));
    if (field === "storeId") setStoreTouched(true);
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const current = { ...values, storeId };
    const found = contactProblems(current);
    setProblems(found);
    setSent(null);
    const first = CONTACT_FIELDS.find((f) => found[f]);
    if (first) {
      setError(CONTACT_CORRECT_FIELDS);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setError(null);
    try {
      const website = new FormData(event.currentTarget).get("website");
      const response = await fetch("/api/contact", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: current.name,
          email: current.email,
          phone: current.phone,
          ...(current.storeId ? { storeId: Number(current.storeId) } : {}),
          message: current.message,
          website: typeof website === "string" ? website : "",
        }),
      });
      const reply = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (!response.ok) {
        setError(
          reply.error ||
            reply.message ||
            "Your message could not be sent. Please try again, or call us at the number above.",
        );
        return;
      }
      setSent(reply.message || "Thank you. Your message was sent.");
      setValues(EMPTY_CONTACT_VALUES);
      setStoreTouched(false);
    } catch {
      setError("Your message could not be sent. Please check your connection and try again.");
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const { fieldId, problemId, describedBy } = fieldIds<Field>(id, problems);
  const problem = (field: Field) =>
    problems[field] ? <FieldError id={problemId(field)}>{problems[field]}</FieldError> : null;

  return (
    <form
      ref={formRef}
      action={postAction}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="card space-y-5 p-5 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId("name")} className={fieldLabelClass}>
            Name*
          </label>
          <input
            id={fieldId("name")}
            name="name"
            autoComplete="name"
            maxLength={100}
            required
            value={values.name}
            onChange={(e) => set("name", e.target.value)}
            aria-invalid={Boolean(problems.name)}
            aria-describedby={describedBy("name")}
            className={fieldInputClass}
          />
          {problem("name")}
        </div>
        <div>
          <label htmlFor={fieldId("email")} className={fieldLabelClass}>
            Email*
          </label>
          <input
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
            aria-invalid={Boolean(problems.email)}
            aria-describedby={describedBy("email")}
            className={fieldInputClass}
          />
          {problem("email")}
        </div>
        <div>
          <label htmlFor={fieldId("phone")} className={fieldLabelClass}>
            Phone (optional)
          </label>
          <input
            id={fieldId("phone")}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(304) 555-0123"
            value={values.phone}
            onChange={(e) => set("phone", e.target.value)}
            aria-invalid={Boolean(problems.phone)}
            aria-describedby={describedBy("phone")}
            className={fieldInputClass}
          />
          {problem("phone")}
        </div>
        <div>
          <label htmlFor={fieldId("storeId")} className={fieldLabelClass}>
            Send to
          </label>
          <select
            id={fieldId("storeId")}
            name="storeId"
            value={storeId}
            onChange={(e) => set("storeId", e.target.value)}
            aria-invalid={Boolean(problems.storeId)}
            aria-describedby={describedBy("storeId")}
            className={fieldInputClass}
          >
            <option value="">Corporate office (general questions)</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
          {problem("storeId")}
        </div>
      </div>
      <div>
        <label htmlFor={fieldId("message")} className={fieldLabelClass}>
          Message*
        </label>
        <textarea
          id={fieldId("message")}
          name="message"
          rows={5}
          maxLength={MESSAGE_MAX}
          required
          value={values.message}
          onChange={(e) => set("message", e.target.value)}
          aria-invalid={Boolean(problems.message)}
          aria-describedby={describedBy("message", `${id}-message-count`)}
          placeholder="Tire size, vehicle or equipment, quantity, and how we can help"
          className={`${fieldInputClass} py-2`}
        />
        <p id={`${id}-message-count`} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {values.message.length} of {groupThousands(MESSAGE_MAX)} characters
        </p>
        {problem("message")}
      </div>
      <HoneypotField />
      {error && <FormAlert>{error}</FormAlert>}
      <div role="status">
        {sent && (
          <p className="rounded-lg border-l-4 border-green-700 bg-green-50 p-3 font-semibold text-green-900 dark:bg-green-950/40 dark:text-green-200">
            {sent}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          * Required. We use your details only to answer this message.
        </p>
        <button type="submit" className="btn-primary" aria-disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </button>
      </div>
    </form>
  );
}
