import { buildSuggestionIndex } from "@/lib/search/suggestion-index";
import { routeHandlers } from "@/lib/api/route-handler";

// Built once with the site and served as a file: the header box fetches it on first use and
// suggests from it as the customer types, with no request per key.
export const dynamic = "force-static";

// GET and HEAD only: a route that exports other methods cannot be prerendered. proxy.ts answers
// them with 405 here, as on every address outside /api.
export const { GET, HEAD } = routeHandlers({
  GET() {
    return Response.json(buildSuggestionIndex());
  },
});
