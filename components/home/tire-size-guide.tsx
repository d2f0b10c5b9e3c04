import { VehicleTireFinder } from "@/components/vehicles/vehicle-tire-finder";
import { VEHICLE_FINDER_ANCHOR } from "./vehicle-finder-anchor";

const SIZE_PARTS = [
  { part: "225", meaning: "Width of the tire in millimeters" },
  { part: "55", meaning: "Sidewall height as a percentage of the width" },
  { part: "R", meaning: "Radial construction" },
  { part: "17", meaning: "Wheel diameter in inches" },
] as const;

/** The home page's vehicle finder, beside a short lesson in reading the size it returns. */
export function TireSizeGuide() {
  return (
    <section id={VEHICLE_FINDER_ANCHOR} className="py-16 sm:py-20" aria-labelledby="tire-size-title">
      <div className="container-page">
        <h2 id="tire-size-title" className="section-title">
          Find the Perfect Tires for Your Vehicle
        </h2>
        <p className="section-lead">
          Choose your vehicle to see its factory tire size and priced tires that fit it, then book the
          installation at the store nearest you.
        </p>
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <VehicleTireFinder variant="home" />
          <figure className="card p-6">
            <figcaption className="text-sm font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">
              Reading a tire size
            </figcaption>
            <p className="mt-3 font-mono text-4xl font-black tracking-wider text-ink-900 dark:text-white">
              225/55R17
            </p>
            <dl className="mt-5 grid gap-3 sm:grid-cols-2">
              {SIZE_PARTS.map(({ part, meaning }) => (
                <div key={part} className="rounded-lg bg-gray-50 p-3 dark:bg-gray-800">
                  <dt className="font-mono text-xl font-bold text-brand-700 dark:text-brand-300">{part}</dt>
                  <dd className="text-sm text-gray-700 dark:text-gray-300">{meaning}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
              The same size is printed on the placard inside the driver&apos;s door jamb.
            </p>
          </figure>
        </div>
      </div>
    </section>
  );
}
