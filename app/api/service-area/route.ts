import { z } from "zod";
import { findLocationByEmail } from "@/data/locations";
import { rateLimit } from "@/lib/api/rate-limit";
import { jsonError, parseInput } from "@/lib/http/responses";
import { isStateCode, SITE_MESSAGES } from "@/lib/scheduling/on-site";
import { checkServiceArea } from "@/lib/scheduling/service-area";
import { offersService, resolveLinkedService } from "@/lib/scheduling/services";
import { isOnSiteService } from "@/lib/scheduling/visit";
import { routeHandlers } from "@/lib/api/route-handler";

const query = z.object({
  store: z.string({ error: "Unknown store." }).trim().toLowerCase().max(254, "Unknown store."),
  service: z.string({ error: "Unknown service." }).trim().max(80, "Unknown service."),
  zip: z
    .string({ error: SITE_MESSAGES.zip })
    .trim()
    .regex(/^\d{5}$/, SITE_MESSAGES.zip),
  state: z
    .string({ error: SITE_MESSAGES.state })
    .trim()
    .toUpperCase()
    .refine(isStateCode, SITE_MESSAGES.state),
});

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * Whether a store's service trucks reach a work site, asked by the scheduler as soon as the site's
   * zip code is typed: `?store=&service=&zip=&state=`. Answers `{ ok: true, miles, radiusMiles }`, or
   * `{ ok: false, message, nearestStore? }` in the words the booking itself would refuse it with.
   */
  async GET(request: Request) {
    const limited = await rateLimit(request, "service-area", 60, 60_000);
    if (limited) return limited;
    const parsed = parseInput(query, Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.ok) return parsed.response;
    const { store, service: serviceName, zip, state } = parsed.data;
    const location = findLocationByEmail(store);
    if (!location?.bookable) return jsonError(404, "Unknown store.");
    const service = resolveLinkedService(serviceName);
    if (!service || !isOnSiteService(service)) return jsonError(400, "Please choose an on-site service.");
    if (!offersService(location, service))
      return jsonError(400, `${service.name} is not offered at the ${location.name} store.`);
    const answer = checkServiceArea(location, service, { zip, state });
    return Response.json(
      answer.ok
        ? { ok: true, miles: answer.miles, radiusMiles: answer.radiusMiles }
        : { ok: false, message: answer.message, ...(answer.nearest ? { nearestStore: answer.nearest } : {}) },
      // The answer depends only on the data deployed: browsers may keep it a while.
      { headers: { "Cache-Control": "public, max-age=3600" } },
    );
  },
});
