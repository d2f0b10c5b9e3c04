import { answerHandshake, answerTextEvents } from "@/lib/api/text-events";
import { routeHandlers } from "@/lib/api/route-handler";

const handlers = routeHandlers({
  // Event Grid: customers' replies and delivery reports (lib/api/text-events.ts).
  POST: (request) => answerTextEvents(request),
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE } = handlers;

/** The CloudEvents webhook handshake; other OPTIONS (and refused methods) as every route answers them. */
export async function OPTIONS(request: Request): Promise<Response> {
  if (request.method === "OPTIONS" && request.headers.has("webhook-request-origin"))
    return answerHandshake(request);
  return handlers.OPTIONS(request);
}
