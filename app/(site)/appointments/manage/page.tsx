import { ManageAppointment } from "@/components/appointments/manage-appointment";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Manage Your Appointment",
  description:
    "See, reschedule or cancel an appointment made on the Allegheny Tire & Service website, or answer a new time the store proposed.",
  path: "/appointments/manage",
  noIndex: true,
});

export default function ManageAppointmentPage() {
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-black text-ink-900 sm:text-4xl dark:text-white">
        Manage Your Appointment
      </h1>
      <div className="mt-8">
        <ManageAppointment />
      </div>
    </div>
  );
}
