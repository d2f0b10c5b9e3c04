import { jsonCached } from "@/lib/http/responses";
import { getYears } from "@/lib/vehicles";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  GET() {
    return jsonCached(getYears());
  },
});
