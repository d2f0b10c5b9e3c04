import { locations } from "@/data/locations";
import { toPublicLocation } from "@/lib/locations/public-location";

export const dynamic = "force-static";

export function GET() {
  return Response.json(locations.map(toPublicLocation), {
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" },
  });
}
