import { getTiresByCategory, type TireCategoryId } from "@/lib/catalog";
import { TireCard } from "./tire-card";

/** The category's tires, rendered on the server (and prerendered), so they are in the HTML. */
export async function TireGrid({ category }: { category: TireCategoryId }) {
  const tires = getTiresByCategory(category);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="tire-grid">
      {tires.map((tire) => (
        <li key={tire.id}>
          <TireCard tire={tire} />
        </li>
      ))}
    </ul>
  );
}
