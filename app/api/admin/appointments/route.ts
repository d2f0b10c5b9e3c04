import { jsonError } from "@/lib/http/responses";
import { routeHandlers } from "@/lib/api/route-handler";
import {
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE,
  adminAppointmentRows,
  readAdminFilter,
} from "@/lib/appointments/admin-list";
import { requireStaff } from "@/lib/auth/require-staff";
import { readPageRequest } from "@/lib/core/page-cursor";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The staff list as JSON, one page at a time: the page's filters (`store`, `status`, `from`,
   * `days`, read like the page's own), `limit` rows (1-200, 50 by default) in time order, and
   * `next`, the `cursor` of the following page (null on the last). The member's stores only.
   */
  async GET(request: Request) {
    const member = await requireStaff("Staff.Store");
    const query = new URL(request.url).searchParams;
    const page = readPageRequest(query, { default: ADMIN_PAGE_SIZE, max: ADMIN_PAGE_MAX });
    if (!page.ok) return jsonError(400, page.message);
    const now = Date.now();
    const filter = { ...readAdminFilter(Object.fromEntries(query), now, member), after: page.after };
    const list = await adminAppointmentRows(filter, member, now, page.size);
    return Response.json({ success: true, ...list }, { headers: { "Cache-Control": "no-store" } });
  },
});
