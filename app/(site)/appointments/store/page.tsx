import { StoreRequestActions } from "@/components/appointments/store-request-actions";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Answer an Appointment Request",
  description: "Confirm, decline, propose another time for or cancel an appointment.",
  path: "/appointments/store",
  noIndex: true,
});

export default function StoreActionPage() {
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-black text-ink-900 sm:text-4xl dark:text-white">
        Answer an Appointment Request
      </h1>
      <div className="mt-8">
        <StoreRequestActions />
      </div>
    </div>
  );
}
