import { fitmentCount, yearRangeText, type VehicleFitment } from "@/lib/tires/fitment";

/**
 * The vehicles that leave the factory on this size, one line per model with its years and trims,
 * so a size on fifty vehicles still reads as a short list.
 */
export function VehicleFitmentList({
  size,
  fitments,
}: {
  size: string;
  fitments: readonly VehicleFitment[];
}) {
  return (
    <section aria-labelledby="fitment-title">
      <h2 id="fitment-title" className="text-2xl font-extrabold text-ink-900 dark:text-white">
        Vehicles that come with {size}
      </h2>
      {fitments.length === 0 ? (
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          None of the vehicles in our lookup leave the factory on {size}, but it may still be right for yours:
          the size on the placard inside the driver&apos;s door is the one to match.
        </p>
      ) : (
        <>
          <p className="mt-2 text-gray-700 dark:text-gray-300">
            {fitments.length} {fitments.length === 1 ? "model" : "models"} ({fitmentCount(fitments)} year and
            trim combinations) in our lookup leave the factory on this size. Please confirm on the placard
            inside the driver&apos;s door: packages and wheel options can change the size.
          </p>
          <ul className="mt-4 gap-6 sm:columns-2 lg:columns-3" data-testid="vehicle-fitment">
            {fitments.map((fitment) => (
              <li key={`${fitment.make} ${fitment.model}`} className="mb-3 break-inside-avoid">
                <p className="font-bold text-ink-900 dark:text-white">
                  {fitment.make} {fitment.model}
                </p>
                <ul className="text-sm text-gray-700 dark:text-gray-300">
                  {fitment.years.map((span) => (
                    <li key={span.from}>
                      <span className="font-semibold tabular-nums">{yearRangeText(span)}</span>:{" "}
                      {span.trims.join(", ")}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
