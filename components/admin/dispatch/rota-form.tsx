"use client";

import { useActionState, useId } from "react";
import { FieldError } from "@/components/ui/field-error";
import { fieldInputClass, fieldLabelClass } from "@/components/ui/form-fields";
import { saveRota } from "@/lib/road-service-form/rota-action";
import type { RotaFormState } from "@/lib/road-service-form/rota-answer";

/**
 * One store's reach and on-call rotation, for operators: plain fields that post with or without
 * JavaScript. The rotation is one crew a line, in the order they take their weeks, so adding,
 * removing and reordering crews is editing lines.
 */
export function RotaForm({ initial, storeName }: { initial: RotaFormState; storeName: string }) {
  const [state, post, pending] = useActionState(saveRota, initial);
  const id = useId();
  const problems = state.problems;
  return (
    <form action={post} noValidate className="space-y-3" key={`${state.updatedAt}-${state.message}`}>
      <input type="hidden" name="storeId" value={state.storeId} />
      <input type="hidden" name="updatedAt" value={state.updatedAt} />
      <div>
        <label htmlFor={`${id}-reach`} className={fieldLabelClass}>
          Reach for breakdowns, miles (0: none)
        </label>
        <input
          id={`${id}-reach`}
          name="reach"
          inputMode="numeric"
          maxLength={3}
          defaultValue={state.reach}
          aria-invalid={Boolean(problems.reach)}
          aria-describedby={problems.reach ? `${id}-reach-problem` : undefined}
          className={`${fieldInputClass} max-w-40`}
        />
        {problems.reach ? <FieldError id={`${id}-reach-problem`}>{problems.reach}</FieldError> : null}
      </div>
      <div>
        <label htmlFor={`${id}-rotation`} className={fieldLabelClass}>
          On-call rotation: one crew a line, &ldquo;Name, mobile, e-mail&rdquo;
        </label>
        <textarea
          id={`${id}-rotation`}
          name="rotation"
          rows={4}
          defaultValue={state.rotation}
          aria-invalid={Boolean(problems.rotation)}
          aria-describedby={`${id}-rotation-hint${problems.rotation ? ` ${id}-rotation-problem` : ""}`}
          className={`${fieldInputClass} py-2 font-mono text-sm`}
        />
        <p id={`${id}-rotation-hint`} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          Each takes a week, from Monday 7:00 AM, in this order. Example: Wade Cottrell, (304) 555-0161,
          wade.cottrell@alleghenytire.example
        </p>
        {problems.rotation ? (
          <FieldError id={`${id}-rotation-problem`}>
            {problems.rotation.map((p) => (
              <span key={p} className="block">
                {p}
              </span>
            ))}
          </FieldError>
        ) : null}
      </div>
      {state.message ? (
        <p
          role={state.saved ? "status" : "alert"}
          className={`rounded-lg border-l-4 p-2 text-sm font-semibold ${state.saved ? "border-green-700 bg-green-50 text-green-900 dark:bg-green-950/40 dark:text-green-200" : "border-red-700 bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-200"}`}
        >
          {state.message}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className="btn-primary">
        {pending ? "Saving…" : `Save ${storeName}`}
      </button>
    </form>
  );
}
