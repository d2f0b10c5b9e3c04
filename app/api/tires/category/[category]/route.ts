import { jsonCached, jsonError } from "@/lib/api/responses";
import { TIRE_CATEGORY_IDS, getTiresByCategory, isTireCategoryId } from "@/lib/catalog";

export function generateStaticParams() {
  return TIRE_CATEGORY_IDS.map((category) => ({ category }));
}

export async function GET(_request: Request, { params }: RouteContext<"/api/tires/category/[category]">) {
  const { category } = await params;
  if (!isTireCategoryId(category)) {
    return jsonError(404, `Unknown tire category. Use one of: ${TIRE_CATEGORY_IDS.join(", ")}.`);
  }
  return jsonCached(getTiresByCategory(category));
}
