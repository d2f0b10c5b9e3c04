import type { Metadata } from "next";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { RoadCallStatusView } from "@/components/road-service/road-call-status";
import { LiveRefresh } from "@/components/ui/live-refresh";
import { roadCallForDriver } from "@/lib/road-calls/call-status";
import { isOpen } from "@/lib/road-service/call-states";

export const metadata: Metadata = {
  title: "Your road-service call",
  robots: { index: false, follow: false },
};

/** Seconds between reloads while the call is open: the status moves on without a tap. */
const REFRESH_SECONDS = 30;

/**
 * The driver's (and their fleet's) live view of one call, opened by the signed link in the texts
 * and e-mails. It refreshes itself while the call is open (a Refresh link without JavaScript).
 */
export default async function RoadCallStatusPage({
  params,
  searchParams,
}: PageProps<"/road-service/calls/[reference]">) {
  await connection();
  const { reference } = await params;
  const token = (await searchParams).t;
  const found = await roadCallForDriver(reference, typeof token === "string" ? token : "");
  if (!found) notFound();
  return (
    <>
      {isOpen(found.call.status) ? <LiveRefresh seconds={REFRESH_SECONDS} /> : null}
      <RoadCallStatusView
        call={found.call}
        events={found.events}
        token={String(token)}
        refreshSeconds={REFRESH_SECONDS}
      />
    </>
  );
}
