import { FeatureList } from "@/components/content/feature-list";
import type { PassengerProduct } from "@/lib/tires/product";
import { TYPE_LABELS } from "@/lib/tires/size-page";
import {
  constructionText,
  loadIndexText,
  serviceDescription,
  speedRatingText,
  utqgText,
  warrantyText,
} from "@/lib/tires/specs";

const ROW_HEADER = "py-3 pr-4 text-left align-top font-semibold text-gray-700 dark:text-gray-300";
const CELL = "py-3 align-top text-ink-900 dark:text-gray-100";

/** Everything printed on the sidewall and the line's data sheet, one row each. */
export function TireSpecTable({ product }: { product: PassengerProduct }) {
  const { offer, line } = product;
  const rows: [string, React.ReactNode][] = [
    [
      "Size",
      <span key="size" className="font-mono">
        {offer.size}
      </span>,
    ],
    [
      "Service description",
      <span key="sd" className="font-mono">
        {serviceDescription(offer)}
      </span>,
    ],
    ["Load index", loadIndexText(offer)],
    ["Speed rating", speedRatingText(offer.speedRating)],
    [offer.loadRange ? "Load range" : "Construction", constructionText(offer)],
    ["UTQG", utqgText(offer)],
    ["Type", TYPE_LABELS[offer.type]],
    ["Warranty", warrantyText(line.warrantyMiles)],
    ["Features", <FeatureList key="features" items={line.features} />],
  ];
  return (
    <section aria-labelledby="specs-title">
      <h2 id="specs-title" className="text-2xl font-extrabold text-ink-900 dark:text-white">
        Specifications
      </h2>
      <table className="mt-3 w-full text-sm sm:text-base">
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className={`${ROW_HEADER} w-2/5 sm:w-1/3`}>
                {label}
              </th>
              <td className={CELL}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
