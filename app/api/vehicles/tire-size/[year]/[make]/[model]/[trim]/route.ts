import { jsonCached } from "@/lib/http/responses";
import { lookupTireSize } from "@/lib/vehicles";
import { resolveVehicle } from "@/lib/vehicles/resolve";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  async GET(
    _request: Request,
    { params }: RouteContext<"/api/vehicles/tire-size/[year]/[make]/[model]/[trim]">,
  ) {
    const resolved = resolveVehicle(await params);
    if (resolved.kind !== "found") return outcomeResponse(resolved);
    const { year, make, model, trim } = resolved.vehicle;
    return jsonCached(lookupTireSize({ year, make: make!, model: model!, trim }));
  },
});
