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
// Illustrations with a dark-theme twin (scripts/dark-illustrations.mjs writes them).
const WITH_DARK_TWIN = /^\/images\/(categories|tires)\/[a-z0-9-]+\.svg$/;

export function SvgImage({ src, alt, priority = false, className = "", ...rest }: SvgImageProps) {
  if (priority) preload(src, { as: "image", fetchPriority: "high" });
  const image = (imageSrc: string, themeClass: string) => (
    <img
      src={imageSrc}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={`${className} ${themeClass}`.trim()}
      {...rest}
    />
  );
  if (!WITH_DARK_TWIN.test(src)) return image(src, "");
  // Both in the HTML, one shown per theme: the theme is a class on <html> that can change without
  // a reload, which <picture> media queries cannot follow. A lazy image that is not displayed is
  // not downloaded, so each visitor fetches only the one they see.
  return (
    <>
      {image(src, "dark:hidden")}
      {image(src.replace(/\.svg$/, "-dark.svg"), "hidden dark:block")}
    </>
  );
}
