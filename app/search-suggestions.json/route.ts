import { buildSuggestionIndex } from "@/lib/search/suggestion-index";

// Built once with the site and served as a file: the header box fetches it on first use and
// suggests from it as the customer types, with no request per key.
export const dynamic = "force-static";

export function GET() {
  return Response.json(buildSuggestionIndex());
}
