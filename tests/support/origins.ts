import type { ChangeOrigin } from "@/lib/staff/actor";

/** Who a test's change comes from, as the routes would pass it (a documentation address). */
export const STORE_LINK: ChangeOrigin = { actor: { kind: "store-link" }, from: "192.0.2.10" };
export const CUSTOMER: ChangeOrigin = { actor: { kind: "customer" }, from: "192.0.2.20" };
