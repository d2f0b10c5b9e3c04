import "server-only";
import { IncomingMessage, Server as HttpServer } from "node:http";
import { Server as HttpsServer } from "node:https";
import { SOCKET_ADDRESS_HEADER } from "./socket-address-header";

const installed = Symbol.for("allegheny.socketAddressHeader");

/**
 * Makes every HTTP request this process serves carry its TCP peer's address in
 * SOCKET_ADDRESS_HEADER, replacing anything a client sent under that name, before any listener
 * (Next.js's own) sees the request. Next.js hands route handlers no socket (see
 * lib/http/client-address.ts), and its server already exists when instrumentation runs, so the
 * servers' `emit` is wrapped: it is what Node.js calls with each parsed request ("request", or
 * "checkContinue" / "checkExpectation" for a request sent with Expect). Installing twice (a
 * development reload) wraps once.
 */
export function recordSocketAddresses(): void {
  for (const prototype of [HttpServer.prototype, HttpsServer.prototype] as Array<
    HttpServer & { [installed]?: true }
  >) {
    if (prototype[installed]) continue;
    const emit = prototype.emit;
    prototype.emit = function (this: HttpServer, event: string | symbol, ...args: unknown[]) {
      if (args[0] instanceof IncomingMessage) stampSocketAddress(args[0]);
      return (emit as (this: HttpServer, event: string | symbol, ...args: unknown[]) => boolean).call(
        this,
        event,
        ...args,
      );
    } as typeof emit;
    prototype[installed] = true;
  }
}

/** Sets (or clears) the header from the request's own socket. */
export function stampSocketAddress(request: IncomingMessage): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
  else delete request.headers[SOCKET_ADDRESS_HEADER];
}
