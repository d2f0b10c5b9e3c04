import { jsonCached } from "@/lib/http/responses";
import { tireCategories } from "@/lib/tires/category-tires";
import { routeHandlers } from "@/lib/api/route-handler";

// Answered per request from data in memory (a route that answers other methods with 405 is not
// prerendered); browsers and shared caches keep it.
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  GET() {
    return jsonCached(tireCategories.map(({ id, name, path, imageUrl }) => ({ id, name, path, imageUrl })));
  },
});
