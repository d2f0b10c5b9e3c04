import "server-only";
import { clientAddress } from "@/lib/http/client-address";
import type { Actor, ChangeOrigin } from "@/lib/staff/actor";

/** A change's author and the address the request came from, for the appointment's history. */
export const changeOrigin = (request: Request, actor: Actor): ChangeOrigin => ({
  actor,
  from: clientAddress(request),
});

export const customerOrigin = (request: Request) => changeOrigin(request, { kind: "customer" });
export const storeLinkOrigin = (request: Request) => changeOrigin(request, { kind: "store-link" });
