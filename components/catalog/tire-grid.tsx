import { getTiresByCategory, type TireCategoryId } from "@/lib/tires/category-tires";
import { rimDiameter } from "@/lib/tires/rim";
import { TireCard } from "./tire-card";
import { TireFilter } from "./tire-filter";

/**
 * The category's tires, rendered on the server (and prerendered), so they are in the HTML, with
 * brand and rim filters above them.
 */
export function TireGrid({ category }: { category: TireCategoryId }) {
  const tires = getTiresByCategory(category);
  const brands = [...new Set(tires.map((t) => t.brand))].sort();
  const rims = [...new Set(tires.map((t) => rimDiameter(t.size)).filter((r) => r !== null))].sort(
    (a, b) => Number(a) - Number(b),
  );
  return (
    <TireFilter brands={brands} rims={rims} total={tires.length}>
      <ul
        className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
        data-testid="tire-grid"
      >
        {tires.map((tire) => (
          <li key={tire.id} data-brand={tire.brand} data-rim={rimDiameter(tire.size) ?? ""}>
            <TireCard tire={tire} />
          </li>
        ))}
      </ul>
    </TireFilter>
  );
}
