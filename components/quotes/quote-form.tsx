"use client";

import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FieldError } from "@/components/ui/field-error";
import { fieldIds, fieldInputClass, fieldLabelClass } from "@/components/ui/form-fields";
import { FormAlert } from "@/components/ui/form-alert";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { brand } from "@/data/brand";
import { isQuoteApplication, QUOTE_APPLICATIONS } from "@/lib/quotes/applications";
import {
  QUOTE_CORRECT_FIELDS,
  quotePayload,
  type QuoteFormState,
  type SentQuote,
} from "@/lib/quote-forms/quote-form";
import { checkQuoteRequest, QUOTE_FIELDS, type QuoteProblems } from "@/lib/quotes/quote-request";
import { groupThousands } from "@/lib/core/price";
import { formatPhone } from "@/lib/core/phone";
import { ChosenTire } from "./chosen-tire";
import { QuoteSent } from "./quote-sent";
import type { QuoteProduct } from "./types";

type Field =
  "product" | "size" | "quantity" | "application" | "name" | "company" | "email" | "phone" | "message";
type Values = Record<Field, string>;

const EMPTY: Values = {
  product: "",
  size: "",
  quantity: "",
  application: "",
  name: "",
  company: "",
  email: "",
  phone: "",
  message: "",
};
const FIELDS = Object.keys(EMPTY) as Field[];
const MESSAGE_MAX = 2000;
const hintClass = "mt-1 text-sm text-gray-700 dark:text-gray-300";
const legendClass = "text-lg font-bold text-ink-900 dark:text-white";
const SEND_FAILED = `Your quote request could not be sent. Please try again, or write to ${brand.salesEmail}.`;

/**
 * The quote request of /quote, opened with a catalog tire or none. Checked in the browser with
 * the same rules as POST /api/quotes, which stores it and e-mails the sales desk and the customer.
 *
 * Sent before the page's scripts have started, or without JavaScript, the form posts to its
 * server action (never a GET: nothing typed may end up in an address or a log), and /quote comes
 * back with the same answer (`answer`): the reference, or the same messages next to the fields.
 */
export function QuoteForm({
  products,
  tireId = null,
  application = null,
  answer,
  postAction,
}: {
  products: readonly QuoteProduct[];
  /** The server's answer to the form posted without JavaScript, if it was. */
  answer: QuoteFormState | null;
  /** The server action the form posts to without JavaScript (see QuoteRequest). */
  postAction: (form: FormData) => void;
  /** The tire the link named, if any. */
  tireId?: string | null;
  /** The application a category page's link preselects. */
  application?: string | null;
}) {
  const id = useId();
  const linked = products.find((p) => p.id === (answer ? answer.values.tireId : tireId)) ?? null;
  const [chosen, setChosen] = useState<QuoteProduct | null>(linked);
  const [values, setValues] = useState<Values>(() =>
    answer
      ? (Object.fromEntries(FIELDS.map((field) => [field, answer.values[field]])) as Values)
      : {
          ...EMPTY,
          size: linked?.size ?? "",
          application: linked?.application ?? (isQuoteApplication(application) ? application : ""),
        },
  );
  const [problems, setProblems] = useState<QuoteProblems>(answer?.problems ?? {});
  const [error, setError] = useState<string | null>(answer?.error ?? null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SentQuote | null>(answer?.sent ?? null);
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const productRef = useRef<HTMLInputElement>(null);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: field === "phone" ? formatPhone(value) : value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const clearTire = () => {
    setChosen(null);
    setValues((v) => ({ ...v, size: "" }));
    setProblems((p) => ({ ...p, tireId: undefined }));
    // The described tire goes where the chosen one was: the customer types it next.
    requestAnimationFrame(() => productRef.current?.focus());
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const website = new FormData(event.currentTarget).get("website");
    const payload = quotePayload(
      { ...values, tireId: chosen?.id ?? "" },
      typeof website === "string" ? website : "",
    );
    const found = checkQuoteRequest(payload).problems;
    setProblems(found);
    const first = QUOTE_FIELDS.find((f) => found[f]);
    if (first) {
      setError(QUOTE_CORRECT_FIELDS);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setError(null);
    try {
      const response = await fetch("/api/quotes", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      });
      const reply = (await response.json().catch(() => ({}))) as {
        reference?: string;
        error?: string;
        message?: string;
      };
      if (!response.ok || !reply.reference) {
        setError(reply.error || reply.message || SEND_FAILED);
        return;
      }
      setSent({
        reference: reply.reference,
        email: values.email.trim(),
        moreHref: chosen?.categoryPath ?? "/tires",
      });
    } catch {
      setError("Your quote request could not be sent. Please check your connection and try again.");
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  if (sent)
    return (
      <QuoteSent
        sent={sent}
        onAnother={() => {
          // A second quote is often for the same company: keep who is asking, clear the tire.
          setSent(null);
          setChosen(null);
          setValues((v) => ({ ...EMPTY, name: v.name, company: v.company, email: v.email, phone: v.phone }));
        }}
      />
    );

  const { fieldId, problemId, describedBy } = fieldIds<Field | "tireId">(id, problems);
  const problem = (field: Field | "tireId") =>
    problems[field] ? <FieldError id={problemId(field)}>{problems[field]}</FieldError> : null;
  const inputProps = (field: Field, hint?: string) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    "aria-invalid": Boolean(problems[field]),
    "aria-describedby": describedBy(field, hint),
    className: fieldInputClass,
  });
  const label = (field: Field, text: ReactNode) => (
    <label htmlFor={fieldId(field)} className={fieldLabelClass}>
      {text}
    </label>
  );

  return (
    <form
      ref={formRef}
      action={postAction}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="card space-y-8 p-5 sm:p-8"
      aria-label="Quote request"
    >
      <fieldset className="space-y-5">
        <legend className={legendClass}>The tires</legend>
        {chosen ? (
          <div>
            <input type="hidden" name="tireId" value={chosen.id} />
            <ChosenTire tire={chosen} labelId={`${id}-tire-label`} onClear={clearTire} />
            {problem("tireId")}
          </div>
        ) : (
          <div>
            {tireId && !linked && (
              <p className="mb-3 rounded-lg border-l-4 border-brand-400 bg-gray-50 p-3 text-gray-800 dark:bg-gray-800 dark:text-gray-200">
                The tire in your link is no longer in our catalog. Describe what you need and we&apos;ll find
                it.
              </p>
            )}
            {label("product", "Tire you need*")}
            <input
              {...inputProps("product", `${id}-product-hint`)}
              ref={productRef}
              maxLength={120}
              autoComplete="off"
              onChange={(e) => set("product", e.target.value)}
            />
            <p id={`${id}-product-hint`} className={hintClass}>
              Brand and tread if you know them, or the machine it goes on, e.g. &quot;Cat 980 loader,
              L-5&quot;.
            </p>
            {problem("product")}
          </div>
        )}
        <div className="grid gap-5 sm:grid-cols-3">
          <div>
            {label("size", "Size")}
            <input
              {...inputProps("size", `${id}-size-hint`)}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => set("size", e.target.value)}
            />
            <p id={`${id}-size-hint`} className={hintClass}>
              As on the sidewall, e.g. 27.00R49
            </p>
            {problem("size")}
          </div>
          <div>
            {label("quantity", "Quantity*")}
            <input
              {...inputProps("quantity", `${id}-quantity-hint`)}
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              step={1}
              onChange={(e) => set("quantity", e.target.value)}
            />
            <p id={`${id}-quantity-hint`} className={hintClass}>
              1 to 99 tires
            </p>
            {problem("quantity")}
          </div>
          <div>
            {label("application", "Application*")}
            <select {...inputProps("application")} onChange={(e) => set("application", e.target.value)}>
              <option value="">Choose one</option>
              {QUOTE_APPLICATIONS.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
            {problem("application")}
          </div>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className={legendClass}>Your details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            {label("name", "Name*")}
            <input
              {...inputProps("name")}
              autoComplete="name"
              maxLength={100}
              onChange={(e) => set("name", e.target.value)}
            />
            {problem("name")}
          </div>
          <div>
            {label("company", "Company (optional)")}
            <input
              {...inputProps("company")}
              autoComplete="organization"
              maxLength={120}
              onChange={(e) => set("company", e.target.value)}
            />
            {problem("company")}
          </div>
          <div>
            {label("email", "Email*")}
            <input
              {...inputProps("email")}
              type="email"
              autoComplete="email"
              maxLength={254}
              onChange={(e) => set("email", e.target.value)}
            />
            {problem("email")}
          </div>
          <div>
            {label("phone", "Phone*")}
            <input
              {...inputProps("phone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(304) 555-0123"
              onChange={(e) => set("phone", e.target.value)}
            />
            {problem("phone")}
          </div>
        </div>
      </fieldset>

      <div>
        {label("message", "Message (optional)")}
        <textarea
          {...inputProps("message", `${id}-message-count`)}
          rows={4}
          maxLength={MESSAGE_MAX}
          placeholder="The machine, where to deliver, when you need the tires"
          onChange={(e) => set("message", e.target.value)}
          className={`${fieldInputClass} py-2`}
        />
        <p id={`${id}-message-count`} className={hintClass}>
          {values.message.length} of {groupThousands(MESSAGE_MAX)} characters
        </p>
        {problem("message")}
      </div>

      <HoneypotField />
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          * Required. We use your details only to prepare and send your quote.
        </p>
        <button type="submit" className="btn-primary" aria-disabled={sending}>
          {sending ? "Sending..." : "Send quote request"}
        </button>
      </div>
    </form>
  );
}
