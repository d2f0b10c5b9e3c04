import type { NewAppointment, UnitAssigner } from "@/lib/db/appointment-types";
import { placeVisit } from "@/lib/scheduling/capacity";

/**
 * A store with one service bay: the appointment takes Bay 1 for its whole time, or nothing when
 * another live appointment holds it. For tests of the storage layer that book rows directly.
 */
export function oneBay(a: Pick<NewAppointment, "serviceName" | "startsAt" | "endsAt">): UnitAssigner {
  return {
    from: a.startsAt,
    to: a.endsAt,
    place: (held) =>
      placeVisit(
        [{ serviceName: a.serviceName, kind: "bay", startsAt: a.startsAt, endsAt: a.endsAt }],
        { bay: 1, alignment: 0, "truck-bay": 0, field: 0, "drop-off": 0 },
        held,
        [],
      )?.segments ?? null,
  };
}
