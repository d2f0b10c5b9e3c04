"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import useSWR from "swr";
import { fetchJson, HttpError } from "@/lib/http/fetch-json";
import { AppointmentSummary, Item, type AppointmentView } from "./appointment-summary";
import { DeclineForm, MoveForm, sendStoreAction } from "./store-answer-forms";

type Reply = {
  success: boolean;
  changed?: boolean;
  message: string;
  appointment: AppointmentView;
  customer?: {
    name: string;
    email: string;
    phone: string;
    comments: string;
    declineReason: string | null;
    vehicle?: string | null;
    tiresHeld?: string | null;
  };
};

type Panel = "confirm" | "decline" | "move";
const PANELS: Panel[] = ["confirm", "decline", "move"];

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
  const [work, setWork] = useState<{ kind: "idle" | "working" | "done" | "failed"; message?: string }>({
    kind: "idle",
  });
  const [refresh, setRefresh] = useState(0);
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
      const reply = await sendStoreAction<Reply>(reference, token, body);
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
        forStore
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
              {c.vehicle && <Item label="Vehicle" value={c.vehicle} />}
              {c.tiresHeld && <Item label="Tires held" value={c.tiresHeld} />}
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
            <DeclineForm
              busy={work.kind === "working"}
              onDecline={(reason) => void act({ action: "decline", reason })}
            />
          )}
          {panel === "move" && (
            <div className="space-y-4">
              <p>Book the customer for another time; they get an e-mail and can change it again.</p>
              <MoveForm
                reference={reference}
                storeToken={token}
                current={{ date: a.date, time: a.time }}
                refreshKey={refresh}
                busy={work.kind === "working"}
                submitLabel={a.visit === "on-site" ? "Propose this window" : "Propose this time"}
                onMove={(slot) => void act({ action: "move", ...slot })}
                windows={a.visit === "on-site"}
                earliest={a.tiresReadyBy}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
