import { z } from "zod";
import { jsonCached, jsonError, parseInput } from "@/lib/http/responses";
import { lookupZip } from "@/lib/geo/zip-lookup";
import { ZIP_INVALID_MESSAGE, ZIP_NOT_FOUND_MESSAGE, ZIP_PATTERN } from "@/lib/geo/zip-rules";
import { routeHandlers } from "@/lib/api/route-handler";

const zipParam = z.string().regex(ZIP_PATTERN, ZIP_INVALID_MESSAGE);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /** Zip code → coordinates for the nearest-store finder, from the bundled dataset. */
  async GET(_request: Request, { params }: RouteContext<"/api/zip/[zip]">) {
    const parsed = parseInput(zipParam, (await params).zip);
    if (!parsed.ok) return parsed.response;
    const place = lookupZip(parsed.data);
    if (!place) return jsonError(404, ZIP_NOT_FOUND_MESSAGE);
    // A zip's centroid does not change between deploys: let browsers and CDNs keep the answer.
    return jsonCached(place);
  },
});
