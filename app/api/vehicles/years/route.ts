import { jsonCached } from "@/lib/api/responses";
import { getYears } from "@/lib/vehicles";

export function GET() {
  return jsonCached(getYears());
}
