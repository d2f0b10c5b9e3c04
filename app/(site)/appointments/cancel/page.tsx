import { Suspense } from "react";
import { CancelAppointment } from "@/components/appointments/cancel-appointment";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Cancel Appointment Request",
  description: "Cancel an appointment request made on the Allegheny Tire & Service website.",
  path: "/appointments/cancel",
  noIndex: true,
});

export default function CancelAppointmentPage() {
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-black text-ink-900 sm:text-4xl dark:text-white">
        Cancel Appointment Request
      </h1>
      <div className="mt-8">
        <Suspense fallback={<p role="status">Loading your appointment request…</p>}>
          <CancelAppointment />
        </Suspense>
      </div>
    </div>
  );
}
