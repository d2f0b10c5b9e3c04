import { jsonError } from "@/lib/http/responses";
import { routeHandlers } from "@/lib/api/route-handler";
import { statusAudience } from "@/lib/auth/require-staff";
import { readPageRequest } from "@/lib/core/page-cursor";
import {
  OPERATIONS_LISTS,
  OPERATIONS_PAGE_MAX,
  OPERATIONS_PAGE_SIZE,
  operationsPage,
  type OperationsList,
} from "@/lib/status/operations";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The next pages of the operations lists (failed-mail, failed-calendar-writes,
   * calendar-conflicts): `cursor` from the previous page's `next`, `limit` rows (1-200, 50 by
   * default). Operators only, like the status pages.
   */
  async GET(request: Request, { params }: RouteContext<"/api/admin/operations/[list]">) {
    const audience = await statusAudience();
    const { list } = await params;
    if (!OPERATIONS_LISTS.includes(list as OperationsList))
      return jsonError(404, `No such list; the lists are ${OPERATIONS_LISTS.join(", ")}.`);
    const page = readPageRequest(new URL(request.url).searchParams, {
      default: OPERATIONS_PAGE_SIZE,
      max: OPERATIONS_PAGE_MAX,
    });
    if (!page.ok) return jsonError(400, page.message);
    const found = await operationsPage(list as OperationsList, audience, page.after, page.size);
    return Response.json({ success: true, ...found }, { headers: { "Cache-Control": "no-store" } });
  },
});
