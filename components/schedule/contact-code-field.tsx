"use client";

import { useEffect, useId, useRef } from "react";
import { fieldInputClass, fieldLabelClass } from "@/components/ui/form-fields";
import type { CodePending } from "@/lib/booking-form/booking-errors";

interface ContactCodeFieldProps {
  pending: CodePending;
  /** The wizard keeps the code in its state; the plain form lets the browser post it. */
  code?: string;
  onCodeChange?: (code: string) => void;
  /** The wizard asks for a new code itself; the plain form posts `resendCode`. */
  onResend?: () => void;
  submitting: boolean;
}

/**
 * The one extra step a first-time customer takes: the 6-digit code from the e-mail (or, when they
 * chose texts, the text) we just sent.
 * It proves the address before anything is held for the request; the browser then remembers the
 * proof, so the next booking goes straight through. Focus moves here when it appears.
 */
export function ContactCodeField({
  pending,
  code,
  onCodeChange,
  onResend,
  submitting,
}: ContactCodeFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [pending.id]);
  const controlled = onCodeChange
    ? {
        value: code ?? "",
        onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
          onCodeChange(e.target.value.replace(/\D/g, "").slice(0, 6)),
      }
    : { defaultValue: "" };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-sent`}
      data-testid="contact-code"
      className="rounded-lg border-2 border-brand-500 bg-brand-50 p-4 text-ink-900 dark:bg-gray-800 dark:text-gray-100"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {/* The code went by text to a customer who chose texts (the number is shown masked). */}
        {pending.sentTo.includes("@") ? "Check your e-mail" : "Check your texts"}
      </h3>
      <p id={`${id}-sent`} role="status" className="mt-1">
        {pending.message}
      </p>
      <input type="hidden" name="contactProofId" value={pending.id} />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-code`} className={fieldLabelClass}>
            6-digit code*
          </label>
          <input
            ref={input}
            id={`${id}-code`}
            name="contactCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            className={`${fieldInputClass} w-40 text-center font-mono text-xl tracking-[0.3em]`}
            {...controlled}
          />
        </div>
        <button
          type={onResend ? "button" : "submit"}
          name={onResend ? undefined : "resendCode"}
          value={onResend ? undefined : "1"}
          formNoValidate
          onClick={onResend}
          aria-disabled={submitting}
          className="min-h-11 font-semibold text-brand-800 underline underline-offset-4 dark:text-brand-300"
        >
          Send a new code
        </button>
      </div>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
        Not there? Look in spam or promotions. We ask once: this browser remembers your address for 30 days.
      </p>
    </div>
  );
}
