/**
 * Request header that carries the TCP peer's address from the Node.js server to the route
 * handlers. Set (and overwritten when a client sends it) by lib/http/socket-address.ts.
 */
export const SOCKET_ADDRESS_HEADER = "x-allegheny-socket-address";
