"use client";

import Image from "next/image";
import { useState } from "react";
import type { TireBrand } from "@/data/brands";

/** A brand wordmark that removes itself, and says why in the console, if its file fails to load. */
export function BrandLogo({ brand, decorative = false }: { brand: TireBrand; decorative?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      src={brand.logo}
      alt={decorative ? "" : brand.name}
      width={200}
      height={60}
      className="h-12 w-auto"
      onError={() => {
        console.warn(`Brand logo failed to load and was hidden: ${brand.name} (${brand.logo})`);
        setFailed(true);
      }}
    />
  );
}
