import { oneBay } from "../support/units";
import { bench, describe, inject } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@/lib/db";
import { createDatabase } from "../../scripts/throwaway-postgres.mjs";
import type { NewAppointment } from "@/lib/db/appointment-types";
import type { SchedulingDatabase } from "@/lib/db/types";
import type { OutgoingMail } from "@/lib/db/mail-types";

type DatabaseKind = "sqlite" | "postgres";

/** A database of its own for each dialect, so the two benches never share state. */
async function openFresh(kind: DatabaseKind): Promise<SchedulingDatabase> {
  if (kind === "sqlite")
    return openDatabase({ file: join(mkdtempSync(join(tmpdir(), "bench-")), "bench.sqlite") });
  return openDatabase({ url: await createDatabase(inject("postgresUrl"), "bench") });
}

// The query layer's cost on its own (no HTTP, no Next.js): the operations a booking and an
// availability request make. Run with `npm run bench:db`; compare runs on the same machine.
const DAY = 24 * 60 * 60 * 1000;
const base = Date.UTC(2030, 0, 7, 13, 0);
let n = 0;

function appointment(): NewAppointment {
  n++;
  // Every booking its own half hour, spread over stores so the overlap check has rows to scan.
  const startsAt = base + Math.floor(n / 8) * 30 * 60_000;
  return {
    reference: `BENCH${n.toString(36).toUpperCase().padStart(6, "0")}`,
    idempotencyKey: null,
    idempotencyHash: null,
    cancelTokenHash: "x".repeat(64),
    storeId: (n % 8) + 1,
    storeEmail: `store${n % 8}@alleghenytire.example`,
    serviceName: "Oil Changes",
    addOns: [],
    visit: "wait",
    durationMinutes: 30,
    startsAt,
    endsAt: startsAt + 30 * 60_000,
    date: "2030-01-07",
    time: "08:00",
    firstName: "Ada",
    lastName: "Hatfield",
    email: "ada@example.com",
    phone: "(276) 555-0142",
    vehicle: null,
    comments: "",
    calendarSync: "not_applicable",
    calendarChecked: true,
    createdAt: Date.now(),
  };
}

const mail = (kind: string): OutgoingMail => ({
  kind,
  to: "ada@example.com",
  subject: "Bench",
  text: "Body",
  html: "<p>Body</p>",
  ics: null,
  reference: null,
});

for (const kind of ["sqlite", "postgres"] as DatabaseKind[]) {
  describe(`query layer on ${kind}`, async () => {
    const db = await openFresh(kind);
    const references: string[] = [];
    for (let i = 0; i < 500; i++) {
      const a = appointment();
      await db.insertAppointment(a, () => [], oneBay(a));
      references.push(a.reference);
    }
    const options = { time: 1500, warmupTime: 200, teardown: undefined };

    bench(
      "book (check + insert + 2 e-mails)",
      async () => {
        const a = appointment();
        await db.insertAppointment(a, () => [mail("customer"), mail("store")], oneBay(a));
      },
      options,
    );
    bench(
      "find by reference",
      async () => {
        await db.findByReference(references[n % references.length]!);
      },
      options,
    );
    bench(
      "held units for a store-day",
      async () => {
        await db.heldUnits("store3@alleghenytire.example", base, base + DAY);
      },
      options,
    );
  });
}
