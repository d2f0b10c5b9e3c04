import { jsonCached, jsonError } from "@/lib/http/responses";
import { TIRE_CATEGORY_IDS, getTiresByCategory, isTireCategoryId } from "@/lib/tires/category-tires";
import { routeHandlers } from "@/lib/api/route-handler";

// Answered per request from data in memory: prerendered, the answers were served to POST, PUT and
// DELETE as well. Browsers and shared caches keep them.
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  async GET(_request: Request, { params }: RouteContext<"/api/tires/category/[category]">) {
    const { category } = await params;
    if (!isTireCategoryId(category)) {
      return jsonError(404, `Unknown tire category. Use one of: ${TIRE_CATEGORY_IDS.join(", ")}.`);
    }
    return jsonCached(getTiresByCategory(category));
  },
});
