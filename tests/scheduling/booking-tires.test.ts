import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getAppointment } from "@/app/api/appointments/[reference]/route";
import { POST as book } from "@/app/api/bookAppointment/route";
import { freeTimes } from "../support/booking";
import { GET as getTire } from "@/app/api/tires/products/[id]/route";
import { resetDatabase } from "@/lib/db";
import { processOutbox } from "@/lib/mail/outbox";
import { findLocationByEmail } from "@/data/locations";
import { formatPrice } from "@/lib/core/price";
import { outTheDoor } from "@/lib/tires/out-the-door";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { bookingRequest, params, upcomingWeekday, useFreshDatabase } from "../support/scheduling-env";

const NORTON = "norton@alleghenytire.example";
const INSTALL = "Tire Sales & Installation";
// A real catalog product, picked from the data rather than written here.
const offer = passengerCatalog.bySize("225/65R17")[0]!;

let date: string;
let free: string[];

// Each request is another customer: one address holds one open visit per store and day.
let customers = 0;
async function request(overrides: Record<string, unknown>) {
  customers++;
  return await bookingRequest({
    storeGroupEmail: NORTON,
    serviceName: INSTALL,
    date,
    time: free[0],
    customer: {
      firstName: "Ada",
      lastName: "Hatfield",
      email: `ada.${customers}@example.com`,
      phone: "2765550142",
    },
    ...overrides,
  });
}

const reply = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as {
    message: string;
    appointment: { reference: string; tires: string | null; manageUrl: string };
  },
});

beforeAll(async () => {
  await useFreshDatabase("sqlite", "");
  date = upcomingWeekday(6);
  free = await freeTimes(NORTON, date, INSTALL);
});
afterAll(() => resetDatabase());

describe("booking an installation with tires", () => {
  it("records the tire, quantity and price, and names them in the reply, both e-mails and the manage view", async () => {
    const { status, body } = await reply(
      await book(await request({ tires: { productId: offer.id, quantity: 2 } })),
    );
    expect(status).toBe(200);
    const each = `$${offer.price.toFixed(2)} each`;
    const installed = `$${(2 * (offer.price + 25)).toLocaleString("en-US", { minimumFractionDigits: 2 })} installed`;
    // The same estimate the product page shows, at the store booked (Norton, VA).
    const norton = findLocationByEmail(NORTON)!;
    const estimate = outTheDoor({ storeId: norton.id, pricePerTire: offer.price, quantity: 2 });
    expect(estimate.total).toBeGreaterThan(2 * (offer.price + 25));
    expect(body.appointment.tires).toBe(
      `2 × ${offer.brand} ${offer.name} ${offer.size}, ${each}; ${installed} (before tax); about ${formatPrice(estimate.total)} out the door at Norton, VA with the state's tire fee and sales tax (estimate)`,
    );

    await processOutbox();
    const folder = join(process.env.DATA_DIR!, "outbox");
    const files = existsSync(folder) ? readdirSync(folder) : [];
    for (const kind of ["booking-customer", "booking-store"]) {
      const file = files.find((f) => f.endsWith(`-${kind}.eml`));
      expect(file, kind).toBeDefined();
      const mail = await simpleParser(readFileSync(join(folder, file!)));
      expect(mail.text).toContain(`Tires: 2 × ${offer.brand} ${offer.name} ${offer.size}, ${each}`);
      expect(mail.html).toContain(`${offer.brand} ${offer.name} ${offer.size}`);
    }

    const token = new URL(body.appointment.manageUrl, "http://x").searchParams.get("token")!;
    const view = await getAppointment(
      new Request(`http://x/api/appointments/${body.appointment.reference}?token=${token}`),
      params({ reference: body.appointment.reference }),
    );
    expect(((await view.json()) as { appointment: { tires: string } }).appointment.tires).toBe(
      body.appointment.tires,
    );
  });

  it("refuses an unknown tire, a quantity outside 1-6 and tires with another service, with a 400 in words", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { tires: { productId: "michelin-nothing-225-65r17", quantity: 4 } },
        "We couldn't find that tire. Please choose it again from our tire search.",
      ],
      [{ tires: { productId: "../../etc/passwd", quantity: 4 } }, "We couldn't find that tire."],
      [{ tires: { productId: offer.id, quantity: 0 } }, "Please choose between 1 and 6 tires."],
      [{ tires: { productId: offer.id, quantity: 7 } }, "Please choose between 1 and 6 tires."],
      [{ tires: { productId: offer.id, quantity: 2.5 } }, "Please choose between 1 and 6 tires."],
      [{ tires: { productId: offer.id, quantity: "4" } }, "Please choose between 1 and 6 tires."],
      [{ tires: "four new tires" }, "We couldn't find that tire."],
      [
        { serviceName: "Oil Changes", tires: { productId: offer.id, quantity: 4 } },
        "Tires are booked with Tire Sales & Installation.",
      ],
    ];
    for (const [overrides, message] of cases) {
      const { status, body } = await reply(await book(await request({ ...overrides, time: free[3] })));
      expect(status, JSON.stringify(overrides)).toBe(400);
      expect(body.message).toContain(message);
    }
  });

  it("an installation without tires has none", async () => {
    const { status, body } = await reply(await book(await request({ time: free[6] })));
    expect(status).toBe(200);
    expect(body.appointment.tires).toBeNull();
  });
});

describe("GET /api/tires/products/{id}", () => {
  it("answers a catalog tire with its price and the installation per tire; 404 for anything else", async () => {
    const found = await getTire(new Request("http://x"), params({ id: offer.id }));
    expect(found.status).toBe(200);
    const reply = (await found.json()) as { outTheDoor: Record<string, Record<string, number>> };
    expect(reply).toMatchObject({
      tire: {
        id: offer.id,
        brand: offer.brand,
        size: offer.size,
        price: offer.price,
        installationPerTire: 25,
      },
    });
    // Each store's estimate for each quantity the scheduler offers, from the one function.
    const norton = findLocationByEmail(NORTON)!;
    for (const quantity of [1, 2, 4, 6])
      expect(reply.outTheDoor[norton.id]![quantity]).toBe(
        outTheDoor({ storeId: norton.id, pricePerTire: offer.price, quantity }).total,
      );
    expect(Object.keys(reply.outTheDoor)).toHaveLength(8);
    const missing = await getTire(new Request("http://x"), params({ id: "no-such-tire" }));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toContain("couldn't find that tire");
  });
});
