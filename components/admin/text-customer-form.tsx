"use client";

import { useId, useState } from "react";

const MAX = 300;

/**
 * An answer to the customer by text, in the staff member's words: one line, the store's name goes
 * first on its own. The button waits for words; the count says how many are left.
 */
export function TextCustomerForm({
  busy,
  textsTo,
  onSend,
}: {
  busy: boolean;
  textsTo: string;
  onSend: (body: string) => void;
}) {
  const [body, setBody] = useState("");
  const id = useId();
  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block font-semibold">
        Text to {textsTo}
      </label>
      <textarea
        id={id}
        value={body}
        maxLength={MAX}
        rows={2}
        aria-describedby={`${id}-left`}
        onChange={(event) => setBody(event.target.value.replace(/[\r\n]+/g, " "))}
        className="w-full rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
      />
      <p id={`${id}-left`} className="text-sm text-gray-700 dark:text-gray-300">
        {MAX - body.length} characters left. It starts with the store&apos;s name; replies come back to this
        appointment.
      </p>
      <button
        type="button"
        className="btn-dark"
        disabled={!body.trim() || busy}
        onClick={() => onSend(body.trim())}
      >
        Send text
      </button>
    </div>
  );
}
