import { z } from "zod";
import { jsonCached, jsonError, parseInput } from "@/lib/api/responses";
import { lookupZip } from "@/lib/geo/zip-lookup";
import { ZIP_INVALID_MESSAGE, ZIP_NOT_FOUND_MESSAGE, ZIP_PATTERN } from "@/lib/geo/zip-rules";

const zipParam = z.string().regex(ZIP_PATTERN, ZIP_INVALID_MESSAGE);

/** Zip code → coordinates for the nearest-store finder, from the bundled dataset. */
export async function GET(_request: Request, { params }: RouteContext<"/api/zip/[zip]">) {
  const parsed = parseInput(zipParam, (await params).zip);
  if (!parsed.ok) return parsed.response;
  const place = lookupZip(parsed.data);
  if (!place) return jsonError(404, ZIP_NOT_FOUND_MESSAGE);
  // A zip's centroid does not change between deploys: let browsers and CDNs keep the answer.
  return jsonCached(place);
}
