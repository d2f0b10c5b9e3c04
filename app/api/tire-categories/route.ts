import { jsonCached } from "@/lib/api/responses";
import { tireCategories } from "@/lib/catalog";

export const dynamic = "force-static";

export function GET() {
  return jsonCached(tireCategories.map(({ id, name, path, imageUrl }) => ({ id, name, path, imageUrl })));
}
