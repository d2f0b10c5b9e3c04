import type { TireBrand } from "@/data/tires/brands";
import { BrandLogo } from "./brand-logo";

/**
 * A slowly scrolling row of brand wordmarks. The list is drawn twice so the loop is seamless;
 * the copy is hidden from assistive technology. It pauses while hovered or focused, and for
 * visitors who prefer reduced motion it is a still, wrapped grid instead.
 */
export function BrandStrip({ brands, label }: { brands: readonly TireBrand[]; label: string }) {
  return (
    // The edges fade out, so a wordmark entering or leaving reads as the row moving, not as a
    // logo cut off by the card.
    <div className="group relative overflow-hidden rounded-xl border border-gray-200 bg-white py-6 dark:border-gray-800 dark:bg-gray-100">
      <div className="[mask-image:linear-gradient(to_right,transparent,black_3rem,black_calc(100%-3rem),transparent)] motion-reduce:[mask-image:none]">
        <div className="flex w-max motion-safe:animate-[brand-scroll_40s_linear_infinite] group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:w-full">
          {[false, true].map((copy) => (
            <ul
              key={String(copy)}
              aria-label={copy ? undefined : label}
              aria-hidden={copy || undefined}
              className={`flex shrink-0 items-center gap-12 px-6 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-8 ${copy ? "motion-reduce:hidden" : ""}`}
            >
              {brands.map((brand) => (
                <li key={brand.id} className="shrink-0">
                  <BrandLogo brand={brand} decorative={copy} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </div>
  );
}
