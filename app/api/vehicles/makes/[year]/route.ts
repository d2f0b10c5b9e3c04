import { jsonCached } from "@/lib/http/responses";
import { getMakes } from "@/lib/vehicles";
import { resolveVehicle } from "@/lib/vehicles/resolve";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  async GET(_request: Request, { params }: RouteContext<"/api/vehicles/makes/[year]">) {
    const resolved = resolveVehicle(await params);
    if (resolved.kind !== "found") return outcomeResponse(resolved);
    return jsonCached(getMakes(resolved.vehicle.year));
  },
});
