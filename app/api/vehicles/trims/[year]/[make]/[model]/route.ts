import { jsonCached } from "@/lib/http/responses";
import { getTrims } from "@/lib/vehicles";
import { resolveVehicle } from "@/lib/vehicles/resolve";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  async GET(_request: Request, { params }: RouteContext<"/api/vehicles/trims/[year]/[make]/[model]">) {
    const resolved = resolveVehicle(await params);
    if (resolved.kind !== "found") return outcomeResponse(resolved);
    const { year, make, model } = resolved.vehicle;
    return jsonCached(getTrims(year, make!, model!));
  },
});
