import { Toaster } from "@/components/ui/toaster";
import { storeTimeZones } from "@/lib/inventory/stock-stores";
import { VehicleTireFinder } from "./vehicle-tire-finder";

/** The /tires "SHOP FOR TIRES" band: the shared vehicle finder with SPEC's notices. */
export function TireShopSelector() {
  return (
    <section
      id="shop"
      aria-labelledby="shop-title"
      className="border-b border-gray-200 bg-gray-50 py-10 dark:border-gray-800 dark:bg-gray-900/40"
    >
      <div className="container-page">
        <h2
          id="shop-title"
          className="text-sm font-black tracking-[0.2em] text-ink-900 uppercase dark:text-brand-300"
        >
          SHOP FOR TIRES
        </h2>
        <div className="mt-4">
          <VehicleTireFinder variant="shop" stockTimeZones={storeTimeZones()} />
        </div>
      </div>
      <Toaster />
    </section>
  );
}
