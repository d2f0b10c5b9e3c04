import type { Location } from "@/data/locations";
import { timeZoneName, weeklyHoursRows } from "@/lib/locations/opening-state";
import type { StoreHoliday } from "@/lib/scheduling/holidays";
import { UpcomingClosures } from "./upcoming-closures";

/** The weekly hours, and the coming days the location is closed for a holiday. */
export function StoreHoursCard({
  location,
  closures,
}: {
  location: Location;
  closures: readonly StoreHoliday[];
}) {
  const zone = timeZoneName(location.timeZone);
  return (
    <section aria-labelledby="hours-title" className="card p-6">
      <h2 id="hours-title" className="text-xl font-bold text-ink-900 dark:text-white">
        Hours
      </h2>
      <table className="mt-3 w-full text-left text-gray-700 dark:text-gray-300">
        <caption className="sr-only">Opening hours of {location.name}</caption>
        <tbody>
          {weeklyHoursRows(location.openingHours).map((row) => (
            <tr key={row.day} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
              <th scope="row" className="py-1.5 pr-4 font-semibold text-ink-900 dark:text-white">
                {row.day}
              </th>
              <td className="py-1.5">{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">Times are {zone}.</p>

      <h3 className="mt-6 font-bold text-ink-900 dark:text-white">Holiday closures</h3>
      <p className="text-sm text-gray-600 dark:text-gray-300">Closed all day on:</p>
      <div className="mt-1 text-gray-700 dark:text-gray-300">
        <UpcomingClosures timeZone={location.timeZone} initial={closures} />
      </div>
    </section>
  );
}
