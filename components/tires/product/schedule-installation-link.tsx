"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { CalendarIcon } from "@/components/ui/icons";
import {
  describeVehicle,
  installationScheduleHref,
  parseLinkedVehicle,
  type LinkedVehicle,
} from "@/lib/scheduling/schedule-link-parts";

/**
 * The product page's "Schedule Installation". The page is prerendered once for every vehicle;
 * when the customer arrived from a vehicle search, the vehicle rides in the page's query and this
 * link passes it on to the scheduler, naming it so the customer sees it was kept. The server
 * renders the plain link (see PlainScheduleInstallationLink), so it works before and without
 * JavaScript.
 */
export function ScheduleInstallationLink({ tireId }: { tireId: string }) {
  const vehicle = parseLinkedVehicle(new URLSearchParams(useSearchParams().toString()));
  return <InstallationLink tireId={tireId} vehicle={vehicle} />;
}

export function PlainScheduleInstallationLink({ tireId }: { tireId: string }) {
  return <InstallationLink tireId={tireId} vehicle={null} />;
}

function InstallationLink({ tireId, vehicle }: { tireId: string; vehicle: LinkedVehicle | null }) {
  return (
    <Link href={installationScheduleHref(tireId, vehicle)} className="btn-primary" prefetch={false}>
      <CalendarIcon size={18} />
      {vehicle ? (
        // Two lines, so a long vehicle name wraps under the action instead of squeezing it.
        <span className="flex flex-col items-start text-left leading-tight">
          <span>Schedule Installation</span>{" "}
          <span className="text-sm font-medium">for your {describeVehicle(vehicle)}</span>
        </span>
      ) : (
        "Schedule Installation"
      )}
    </Link>
  );
}
