import { redirect } from "next/navigation";

/** Links in e-mails sent before the manage page existed: the same page, which also cancels. */
export default async function CancelAppointmentPage({ searchParams }: PageProps<"/appointments/cancel">) {
  const query = await searchParams;
  const ref = typeof query.ref === "string" ? query.ref : "";
  const token = typeof query.token === "string" ? query.token : "";
  redirect(`/appointments/manage?${new URLSearchParams({ ref, token })}`);
}
