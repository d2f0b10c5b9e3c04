"use client";

/* eslint-disable @next/next/no-img-element -- brand wordmarks are SVG files; see components/ui/svg-image.tsx */
import { useCallback, useState } from "react";
import type { TireBrand } from "@/data/tires/brands";

/** A brand wordmark that removes itself, and says why in the console, if its file fails to load. */
export function BrandLogo({ brand, decorative = false }: { brand: TireBrand; decorative?: boolean }) {
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => {
    console.warn(`Brand logo failed to load and was hidden: ${brand.name} (${brand.logo})`);
    setFailed(true);
  }, [brand]);
  // The file may have failed before React attached onError (the HTML is rendered on the server),
  // so a broken image found when the element mounts counts as a failure too.
  const checkAlreadyBroken = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) fail();
    },
    [fail],
  );
  if (failed) return null;
  return (
    <img
      ref={checkAlreadyBroken}
      src={brand.logo}
      alt={decorative ? "" : brand.name}
      width={200}
      height={60}
      loading="lazy"
      decoding="async"
      className="h-12 w-auto"
      onError={fail}
    />
  );
}
