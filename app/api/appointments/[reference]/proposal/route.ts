import { customerOrigin } from "@/lib/appointment-actions/change-origin";
import { answerProposal } from "@/lib/appointments/proposals";
import { proposalAnswerSchema } from "@/lib/appointment-actions/params";
import { changeRoute } from "@/lib/appointment-actions/route-helpers";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The customer answers the store's proposed time: `{ token, answer: "accept" | "keep" }` → 200
   * (accepted: moved there and confirmed; kept: the original time stands), 409 when the time was
   * taken meanwhile (nothing moved, the store is asked again) or no proposal waits any more.
   */
  async POST(request: Request, { params }: RouteContext<"/api/appointments/[reference]/proposal">) {
    return changeRoute(
      request,
      (await params).reference,
      { name: "reschedule", perMinute: 10 },
      proposalAnswerSchema,
      (input) =>
        answerProposal(input.reference, input.token, input.answer === "accept", customerOrigin(request)),
    );
  },
});
