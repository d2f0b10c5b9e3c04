import { routeHandlers } from "@/lib/api/route-handler";
import { crossSiteRefusal } from "@/lib/api/write-guard";
import { requireStaff } from "@/lib/auth/require-staff";
import { nonJsonRefusal, readJsonBody } from "@/lib/http/request-body";
import { jsonError } from "@/lib/http/responses";
import { answerDispatch } from "@/lib/road-service-form/dispatch-answers";
import { publicRoadCall } from "@/lib/road-service-form/road-call-json";
import { DISPATCH_ROLES } from "@/lib/staff/road-call-permissions";

type Context = RouteContext<"/api/admin/road-calls/[reference]">;

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers<Context>({
  /**
   * A step on one call: `{ action: "accept", storeId, crewName, etaMinutes, truck }`, `{ action:
   * "on-the-way" | "on-site" | "rolling" }` or `{ action: "cancel", reason }`. 409 when the call
   * changed first (another crew took it) or the truck is out on another call.
   */
  async POST(request: Request, context: Context) {
    const refused = crossSiteRefusal(request) ?? nonJsonRefusal(request);
    if (refused) return refused;
    const member = await requireStaff(DISPATCH_ROLES);
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    const answer = await answerDispatch((await context.params).reference, read.body, member);
    if (answer.status !== 200) {
      const call =
        answer.outcome && "call" in answer.outcome ? publicRoadCall(answer.outcome.call) : undefined;
      return jsonError(answer.status, answer.message, call ? { call } : {});
    }
    const done = answer.outcome as Extract<typeof answer.outcome, { kind: "done" }>;
    return Response.json(
      { success: true, message: answer.message, call: publicRoadCall(done.call), clashes: done.clashes },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
});
