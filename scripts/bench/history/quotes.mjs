// Quote requests over the years, with the sales desk's changes: most are answered (quoted, then
// won or lost), the newest are still new.
import { customerPhone, referenceOf } from "./appointments.mjs";

export const QUOTE_COLUMNS = [
  "id",
  "reference",
  "tire_id",
  "product",
  "size",
  "quantity",
  "application",
  "company",
  "name",
  "email",
  "phone",
  "message",
  "price_per_tire_cents",
  "created_at",
  "state",
  "note",
  "assignee",
  "updated_at",
];
export const QUOTE_EVENT_COLUMNS = [
  "id",
  "quote_id",
  "at",
  "what",
  "detail",
  "actor_name",
  "actor_email",
  "origin",
];

const APPLICATIONS = { "on-highway": 30, farm: 25, construction: 15, mining: 10, industrial: 15, other: 5 };
const PRODUCTS = [
  ["Firestone Radial All Traction 23° R-1W", "480/80R42"],
  ["Bridgestone VX-R TRACTOR", "710/70R42"],
  ["Michelin XDR3 OTR", "27.00R49"],
  ["Titan Trac Loader L-3", "20.5-25"],
];

/** `count` requests spread evenly from `from` to `to` (epoch ms), oldest first. */
export function* quoteRows({ rng, ids, count, from, to, now }) {
  for (let i = 0; i < count; i++) {
    const id = ++ids.quote;
    const createdAt = Math.round(from + ((to - from) * i) / Math.max(1, count));
    const recent = now - createdAt < 14 * 86_400_000;
    const state = recent
      ? rng.weighted({ new: 70, quoted: 30 })
      : rng.weighted({ new: 3, quoted: 17, won: 45, lost: 35 });
    const [product, size] = rng.pick(PRODUCTS);
    const events = [];
    const event = (at, what, detail) =>
      events.push([
        ++ids.quoteEvent,
        id,
        at,
        what,
        JSON.stringify(detail),
        "Dana Whitt",
        "dana.whitt@alleghenytire.example",
        "198.51.100.7",
      ]);
    if (state !== "new") {
      event(createdAt + 3_600_000, "assignee", { from: "", to: "Dana Whitt" });
      event(createdAt + 7_200_000, "state", { from: "new", to: "quoted" });
      if (state === "won" || state === "lost")
        event(createdAt + 7 * 86_400_000, "state", { from: "quoted", to: state });
    }
    yield {
      quote: [
        id,
        referenceOf("Q", 500_000 + id * 104_729),
        null,
        product,
        size,
        2 + rng.int(10),
        rng.weighted(APPLICATIONS),
        "Ridge Farms LLC",
        "Cora Blevins",
        `buyer${id}@example.com`,
        customerPhone(id),
        "Please quote delivered to the farm.",
        null,
        createdAt,
        state,
        state === "new" ? "" : "Called back.",
        state === "new" ? "" : "Dana Whitt",
        state === "new" ? null : createdAt + 7_200_000,
      ],
      events,
    };
  }
}
