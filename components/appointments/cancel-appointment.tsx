"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import useSWR from "swr";
import { fetchJson } from "@/lib/http/fetch-json";

interface AppointmentView {
  reference: string;
  status: "requested" | "cancelled";
  storeName: string;
  storeAddress: string;
  storePhone: string;
  serviceName: string;
  dateLabel: string;
  timeLabel: string;
}

type Reply = { success: boolean; appointment: AppointmentView; message?: string };

/** Shows the request behind an e-mailed cancel link, asks once, then cancels it. */
export function CancelAppointment() {
  const search = useSearchParams();
  const reference = search.get("ref") ?? "";
  const token = search.get("token") ?? "";
  const path =
    reference && token
      ? `/api/appointments/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`
      : null;
  const { data, error, isLoading } = useSWR<Reply>(path, (p: string) => fetchJson<Reply>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const [state, setState] = useState<{ kind: "idle" | "working" | "done" | "failed"; message?: string }>({
    kind: "idle",
  });

  if (!path)
    return (
      <Problem text="This link is incomplete. Please use the full link from your confirmation e-mail." />
    );
  if (isLoading) return <p role="status">Loading your appointment request…</p>;
  if (error || !data)
    return (
      <Problem text={error instanceof Error ? error.message : "We couldn't load this appointment request."} />
    );

  const a = data.appointment;
  const cancelled = a.status === "cancelled" || state.kind === "done";

  async function cancel() {
    setState({ kind: "working" });
    try {
      const reply = await fetchJson<Reply>(`/api/appointments/${encodeURIComponent(reference)}/cancel`, {
        method: "POST",
        body: JSON.stringify({ token }),
      });
      setState({ kind: "done", message: reply.message });
    } catch (e) {
      setState({
        kind: "failed",
        message: e instanceof Error ? e.message : "Something went wrong. Please call the store.",
      });
    }
  }

  return (
    <div className="space-y-6">
      <dl className="card grid gap-4 p-5 sm:grid-cols-2">
        <Item label="Reference" value={a.reference} />
        <Item label="Store" value={`${a.storeName}, ${a.storeAddress}`} />
        <Item label="Service" value={a.serviceName} />
        <Item label="Requested time" value={`${a.dateLabel} at ${a.timeLabel}`} />
      </dl>
      {cancelled ? (
        <div
          role="status"
          className="rounded-xl border-2 border-green-700 bg-green-50 p-5 text-green-900 dark:bg-green-950/40 dark:text-green-100"
        >
          <p className="font-semibold">{state.message ?? "This appointment request has been cancelled."}</p>
          <p className="mt-1">
            We&apos;ve let the {a.storeName} store know. Need a new time?{" "}
            <Link href="/schedule" className="font-semibold underline">
              Schedule service
            </Link>
          </p>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-lg">Do you want to cancel this appointment request?</p>
          {state.kind === "failed" && (
            <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
              {state.message}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => void cancel()}
              disabled={state.kind === "working"}
              className="btn-dark"
            >
              {state.kind === "working" ? "Cancelling..." : "Yes, cancel my request"}
            </button>
            <Link href="/" className="btn-outline-dark">
              Keep my appointment
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-red-700 p-5">
      <p className="font-semibold text-red-800 dark:text-red-300">{text}</p>
      <p className="mt-2">
        You can also call your store to change or cancel an appointment.{" "}
        <Link href="/locations" className="font-semibold underline">
          Find your store
        </Link>
      </p>
    </div>
  );
}
