import Link from "next/link";
import type { PublicAppointment } from "@/lib/appointments/presentation";

/** A cancelled appointment, with or without JavaScript: `message` says what just happened, if anything. */
export function CancelledNotice({ a, message }: { a: PublicAppointment; message?: string | null }) {
  return (
    <div
      role="status"
      className="rounded-xl border-2 border-green-700 bg-green-50 p-5 text-green-900 dark:bg-green-950/40 dark:text-green-100"
    >
      <p className="font-semibold">{message ?? "This appointment request has been cancelled."}</p>
      <p className="mt-1">
        We&apos;ve let the {a.storeName} store know. Need a new time?{" "}
        <Link href="/schedule" className="font-semibold underline">
          Schedule service
        </Link>
      </p>
    </div>
  );
}

/** Why the appointment can no longer be changed online, and the store's number to call instead. */
export function ChangesClosed({ a, reason }: { a: PublicAppointment; reason: string }) {
  return (
    <div className="rounded-xl border-2 border-gray-300 p-5 dark:border-gray-600">
      <p className="font-semibold">{reason}</p>
      {a.storePhone && (
        <a href={`tel:${a.storePhone.replace(/[^\d+]/g, "")}`} className="btn-dark mt-4">
          Call {a.storeName}: {a.storePhone}
        </a>
      )}
    </div>
  );
}
