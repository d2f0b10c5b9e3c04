import { jsonCached, jsonError } from "@/lib/http/responses";
import { parseFilters } from "@/lib/tires/filters";
import { searchBySize, searchByVehicle } from "@/lib/tires/search";
import { readSearchServiceFilter, withServiceFilter } from "@/lib/tires/search-service-filter";
import { readSidewallSize } from "@/lib/tires/sidewall-size";
import { resolveVehicle } from "@/lib/vehicles/resolve";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { routeHandlers } from "@/lib/api/route-handler";

const VEHICLE_FIELDS = ["year", "make", "model", "trim"] as const;

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * Tires for a size (`?size=225/65R17`, `?size=11R22.5`, `?size=18.4-38`: every category, each
   * result naming its `category`) or a vehicle
   * (`?year=&make=&model=&trim=`, trim optional), with `type`, `brand`, `minPrice`, `maxPrice` and
   * `sort` (price-asc, price-desc, warranty). A size search also takes the customer's tire's `load`
   * index and `speed` rating (or reads them after the size, "LT265/70R17 121/118S"): car and
   * light-truck tires rated lower are left out, or listed marked `belowService` with `lower=shown`;
   * `query.service` says how many were left out. The answer is computed from data in memory, so it needs
   * no rate limit of its own; like the other catalog reads it may be cached.
   */
  GET(request: Request) {
    const query = new URL(request.url).searchParams;
    const size = query.get("size");
    const byVehicle = VEHICLE_FIELDS.some((field) => query.has(field));
    if (size !== null && byVehicle) {
      return jsonError(400, "Please search by tire size or by vehicle, not both at once.");
    }

    const { filters, errors } = parseFilters({
      type: query.get("type"),
      brand: query.get("brand"),
      minPrice: query.get("minPrice"),
      maxPrice: query.get("maxPrice"),
      sort: query.get("sort"),
    });
    if (errors[0]) return jsonError(400, errors[0]);

    if (byVehicle) {
      const [year, make, model, trim] = VEHICLE_FIELDS.map((field) => query.get(field)?.trim() || undefined);
      if (!year || !make || !model) {
        return jsonError(400, "Please choose your vehicle's year, make and model.");
      }
      const resolved = resolveVehicle({ year, make, model, trim });
      if (resolved.kind !== "found") return outcomeResponse(resolved);
      const vehicle = resolved.vehicle;
      return jsonCached(
        searchByVehicle(
          {
            year: vehicle.year,
            make: vehicle.make!,
            model: vehicle.model!,
            ...(vehicle.trim ? { trim: vehicle.trim } : {}),
          },
          filters,
        ),
      );
    }

    const parsed = readSidewallSize(size ?? "");
    if (!parsed.ok) return jsonError(400, parsed.message);
    const service = readSearchServiceFilter(query, parsed);
    if (!service.ok) return jsonError(400, service.message);
    return jsonCached(withServiceFilter(searchBySize(parsed.size, filters), service.filter));
  },
});
