import { bookableLocations } from "@/data/locations";
import {
  CALENDAR_RULES,
  dropOffPolicy,
  RESOURCE_COPY,
  serviceRadiusMiles,
  storeCapacity,
} from "@/data/store-capacity";

/**
 * What each store can take at once and how its calendar's events are counted against that: the
 * rules the website schedules by, in the stores' words.
 */
export function StoreCapacityRules() {
  return (
    <div className="space-y-6">
      <ul className="max-w-3xl list-disc space-y-2 pl-5 text-gray-700 dark:text-gray-300">
        {CALENDAR_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {/* Focusable so a keyboard can scroll the table sideways on a phone. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="What each store takes at once">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-ink-900 dark:text-white">
            What each store takes at once
          </caption>
          <thead>
            <tr className="border-b border-gray-300 dark:border-gray-600">
              <th scope="col" className="py-2 pr-4">
                Store
              </th>
              <th scope="col" className="py-2 pr-4 capitalize">
                {RESOURCE_COPY.bay.plural}
              </th>
              <th scope="col" className="py-2 pr-4 capitalize">
                {RESOURCE_COPY.alignment.plural}
              </th>
              <th scope="col" className="py-2 pr-4 capitalize">
                {RESOURCE_COPY["truck-bay"].plural}
              </th>
              <th scope="col" className="py-2 pr-4 capitalize">
                {RESOURCE_COPY.field.plural}
              </th>
              <th scope="col" className="py-2 pr-4">
                On-site radius
              </th>
              <th scope="col" className="py-2">
                Drop-offs a day
              </th>
            </tr>
          </thead>
          <tbody>
            {bookableLocations.map((l) => {
              const c = storeCapacity(l.id);
              return (
                <tr key={l.id} className="border-b border-gray-200 dark:border-gray-700">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {l.name}
                  </th>
                  <td className="py-2 pr-4">{c.bay}</td>
                  <td className="py-2 pr-4">{c.alignment}</td>
                  <td className="py-2 pr-4">{c.truckBay}</td>
                  <td className="py-2 pr-4">{c.field}</td>
                  <td className="py-2 pr-4">{c.field > 0 ? `${serviceRadiusMiles(l.id)} mi` : "None"}</td>
                  <td className="py-2">{dropOffPolicy(l.id).limit}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
