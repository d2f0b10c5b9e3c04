import { routeHandlers } from "@/lib/api/route-handler";
import { requireStaff } from "@/lib/auth/require-staff";
import { waitingPartNumbersCsv } from "@/lib/stock/part-number-list";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The part numbers waiting to be mapped, as a list to fill in: `part_number,offer_id` with the
   * offer ids empty, last seen first. Uploaded back on the part-number page once filled in.
   */
  async GET() {
    await requireStaff("Staff.Store");
    return new Response(await waitingPartNumbersCsv(), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="part-numbers-to-map.csv"',
        "Cache-Control": "no-store",
      },
    });
  },
});
