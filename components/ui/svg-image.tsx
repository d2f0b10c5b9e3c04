/* eslint-disable @next/next/no-img-element -- see the comment on SvgImage */
import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";

type SvgImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt" | "loading" | "fetchPriority"
> & {
  src: string;
  /** Empty for decorative images. */
  alt: string;
  /** Above the fold: announced in <head> and fetched at high priority instead of lazily. */
  priority?: boolean;
};

/**
 * Every image on the site is an SVG file in public/. The Next.js image optimizer passes SVGs through
 * untouched, so next/image would only add its client component (about 6 KB of gzip JavaScript, plus
 * hydration work) to every page that shows a picture. A plain <img> with the same hints does the job
 * and renders on the server only.
 */
export function SvgImage({ src, alt, priority = false, ...rest }: SvgImageProps) {
  if (priority) preload(src, { as: "image", fetchPriority: "high" });
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      {...rest}
    />
  );
}
