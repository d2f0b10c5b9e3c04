import Link from "next/link";
import { brand, telHref } from "@/data/brand";
import { VEHICLE_FINDER_ANCHOR } from "./vehicle-finder-anchor";

const SIZE_PARTS = [
  { part: "225", meaning: "Width of the tire in millimetres" },
  { part: "55", meaning: "Sidewall height as a percentage of the width" },
  { part: "R", meaning: "Radial construction" },
  { part: "17", meaning: "Wheel diameter in inches" },
] as const;

/** Where the vehicle finder lives: how to read the size the vehicle already carries. */
export function TireSizeGuide() {
  return (
    <section id={VEHICLE_FINDER_ANCHOR} className="py-16 sm:py-20" aria-labelledby="tire-size-title">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="tire-size-title" className="section-title">
            Find the Right Size for Your Vehicle
          </h2>
          <p className="section-lead">
            Your vehicle&apos;s factory tire size is printed on the placard inside the driver&apos;s door jamb
            and on the sidewall of the tires you have now. Bring that number, or just your year, make and
            model, and we will match the right tire for how you drive.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/locations" className="btn-dark">
              Find a Store
            </Link>
            <a href={telHref(brand.phone)} className="btn-outline-dark">
              Call {brand.phone}
            </a>
          </div>
        </div>
        <figure className="card p-6 sm:p-8">
          <figcaption className="text-sm font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">
            Reading a tire size
          </figcaption>
          <p className="mt-3 font-mono text-4xl font-black tracking-wider text-ink-900 sm:text-5xl dark:text-white">
            225/55R17
          </p>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2">
            {SIZE_PARTS.map(({ part, meaning }) => (
              <div key={part} className="rounded-lg bg-gray-50 p-3 dark:bg-gray-800">
                <dt className="font-mono text-xl font-bold text-brand-700 dark:text-brand-300">{part}</dt>
                <dd className="text-sm text-gray-700 dark:text-gray-300">{meaning}</dd>
              </div>
            ))}
          </dl>
        </figure>
      </div>
    </section>
  );
}
