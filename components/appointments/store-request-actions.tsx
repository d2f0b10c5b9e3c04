"use client";

import { useSearchParams } from "next/navigation";
import { useId, useState } from "react";
import useSWR from "swr";
import { fetchJson, HttpError } from "@/lib/http/fetch-json";
import { AppointmentSummary, Item, type AppointmentView } from "./appointment-summary";
import { SlotPicker } from "./slot-picker";

type Reply = {
  success: boolean;
  changed?: boolean;
  message: string;
  appointment: AppointmentView;
  customer?: { name: string; email: string; phone: string; comments: string; declineReason: string | null };
};

type Panel = "confirm" | "decline" | "move";
const PANELS: Panel[] = ["confirm", "decline", "move"];

const isoDay = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

const formatPhone = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{4})$/, "($1) $2-$3");

/**
 * The store's page behind the links in its e-mail: the request, and Confirm, Decline (with a
 * reason for the customer) or Propose another time. Opening it changes nothing; each action is a
 * POST, so mail scanners that follow links cannot act.
 */
export function StoreRequestActions() {
  const search = useSearchParams();
  const reference = search.get("ref") ?? "";
  const token = search.get("token") ?? "";
  const wanted = search.get("action");
  const [panel, setPanel] = useState<Panel>(PANELS.includes(wanted as Panel) ? (wanted as Panel) : "confirm");
  const [reason, setReason] = useState("");
  const [choice, setChoice] = useState<{ date: string; time: string } | null>(null);
  const [work, setWork] = useState<{ kind: "idle" | "working" | "done" | "failed"; message?: string }>({
    kind: "idle",
  });
  const [refresh, setRefresh] = useState(0);
  const reasonId = useId();
  const path =
    reference && token
      ? `/api/appointments/${encodeURIComponent(reference)}?${new URLSearchParams({ token, as: "store" })}`
      : null;
  const { data, error, isLoading, mutate } = useSWR<Reply>(path, (p: string) => fetchJson<Reply>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  if (!path) return <p role="alert">This link is incomplete. Please use the full link from the e-mail.</p>;
  if (isLoading) return <p role="status">Loading the request…</p>;
  if (error || !data)
    return <p role="alert">{error instanceof Error ? error.message : "This request could not be loaded."}</p>;

  const a = data.appointment;
  const c = data.customer;

  async function act(body: Record<string, unknown>) {
    setWork({ kind: "working" });
    try {
      const reply = await fetchJson<Reply>(
        `/api/appointments/${encodeURIComponent(reference)}/store-action`,
        {
          method: "POST",
          body: JSON.stringify({ storeToken: token, ...body }),
        },
      );
      setWork({ kind: "done", message: reply.message });
      await mutate();
    } catch (e) {
      if (e instanceof HttpError && e.status === 409) setRefresh((n) => n + 1);
      setWork({ kind: "failed", message: e instanceof Error ? e.message : "Something went wrong." });
    }
  }

  const open = a.status === "requested";
  return (
    <div className="space-y-8">
      <AppointmentSummary
        a={a}
        extra={
          c && (
            <>
              <Item label="Customer" value={c.name} />
              <Item
                label="Phone"
                value={
                  <a className="underline" href={`tel:${c.phone}`}>
                    {formatPhone(c.phone)}
                  </a>
                }
              />
              <Item
                label="E-mail"
                value={
                  <a className="underline" href={`mailto:${c.email}`}>
                    {c.email}
                  </a>
                }
              />
              {c.comments && <Item label="Notes" value={c.comments} />}
              {c.declineReason && <Item label="Reason given" value={c.declineReason} />}
            </>
          )
        }
      />
      {work.kind === "done" && (
        <p
          role="status"
          className="rounded-xl border-2 border-green-700 bg-green-50 p-4 font-semibold text-green-900 dark:bg-green-950/40 dark:text-green-100"
        >
          {work.message}
        </p>
      )}
      {work.kind === "failed" && (
        <p
          role="alert"
          className="rounded-xl border-2 border-red-700 p-4 font-semibold text-red-800 dark:text-red-300"
        >
          {work.message}
        </p>
      )}
      {!open && work.kind !== "done" && (
        <p className="font-semibold">This request has been answered; there is nothing more to do here.</p>
      )}
      {open && (
        <div className="space-y-6">
          <div role="radiogroup" aria-label="Answer" className="flex flex-wrap gap-2">
            {PANELS.map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={panel === p}
                onClick={() => setPanel(p)}
                className={panel === p ? "btn-dark" : "btn-outline-dark"}
              >
                {p === "confirm" ? "Confirm" : p === "decline" ? "Decline" : "Propose another time"}
              </button>
            ))}
          </div>
          {panel === "confirm" && (
            <div className="space-y-3">
              <p>The customer gets an e-mail saying the appointment is confirmed.</p>
              <button
                type="button"
                className="btn-primary"
                disabled={work.kind === "working"}
                onClick={() => void act({ action: "confirm" })}
              >
                Confirm appointment
              </button>
            </div>
          )}
          {panel === "decline" && (
            <div className="space-y-3">
              <label htmlFor={reasonId} className="block font-semibold">
                Reason for the customer
              </label>
              <textarea
                id={reasonId}
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
                className="w-full rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
              />
              <button
                type="button"
                className="btn-dark disabled:cursor-not-allowed disabled:opacity-50"
                disabled={!reason.trim() || work.kind === "working"}
                onClick={() => void act({ action: "decline", reason })}
              >
                Decline request
              </button>
            </div>
          )}
          {panel === "move" && (
            <div className="space-y-4">
              <p>Book the customer for another time; they get an e-mail and can change it again.</p>
              <SlotPicker
                reference={reference}
                token={token}
                audience="store"
                minDate={isoDay(0)}
                maxDate={isoDay(30)}
                initialDate={a.date}
                refreshKey={refresh}
                onPick={setChoice}
              />
              <button
                type="button"
                className="btn-dark disabled:cursor-not-allowed disabled:opacity-50"
                disabled={!choice || work.kind === "working"}
                onClick={() => choice && void act({ action: "move", ...choice })}
              >
                Propose this time
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
