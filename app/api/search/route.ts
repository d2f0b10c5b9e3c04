import { jsonError, REFERENCE_DATA_CACHE } from "@/lib/http/responses";
import { searchAnswerJson } from "@/lib/search/answer-cache";
import { readQueryFromUrl } from "@/lib/search/query-input";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The site search as JSON: `?q=` a size, a brand, a tread name, a category or a vehicle, answered
   * `{ query, kind, results }` (see lib/search/site-search.ts). Text that cannot be a search (missing,
   * repeated, too long, control characters, broken percent escapes) gets a worded 400. Answers come
   * from data in memory and may be cached like the other catalog reads.
   */
  GET(request: Request) {
    const read = readQueryFromUrl(request.url);
    if (!read.ok) return jsonError(400, read.message);
    return new Response(searchAnswerJson(read.query), {
      headers: { "Content-Type": "application/json", ...REFERENCE_DATA_CACHE },
    });
  },
});
