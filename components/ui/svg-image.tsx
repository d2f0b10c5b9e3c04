/* eslint-disable @next/next/no-img-element -- see the comment on SvgImage */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ImgHTMLAttributes } from "react";
import { svgDataUri } from "@/lib/core/svg-data-uri";

type SvgImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt" | "loading" | "fetchPriority"
> & {
  src: string;
  /** Empty for decorative images. */
  alt: string;
  /** The page's main picture, above the fold: written into the HTML instead of fetched. */
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

/**
 * A page's main picture is its largest paint. Fetched, it is one more request competing with the
 * stylesheet and the font on a slow line, and the paint waits for it (product pages measured
 * 1.52 s largest contentful paint in Lighthouse's slow-4G model, against 1.37 s for pages whose
 * largest paint is text). Written into the HTML as a data URI it paints with the first paint
 * (1.30-1.32 s measured the same way); the illustrations are about 3 KB each.
 */
const inlinedBySrc = new Map<string, string>();
function inlined(src: string): string {
  let uri = inlinedBySrc.get(src);
  if (uri === undefined) {
    // Read once per file: product pages not prerendered are rendered on request.
    uri = svgDataUri(readFileSync(join(process.cwd(), "public", src), "utf8"));
    inlinedBySrc.set(src, uri);
  }
  return uri;
}

export function SvgImage({ src, alt, priority = false, className = "", ...rest }: SvgImageProps) {
  const image = (imageSrc: string, themeClass: string) => (
    <img
      src={priority ? inlined(imageSrc) : imageSrc}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={`${className} ${themeClass}`.trim()}
      {...rest}
    />
  );
  if (!WITH_DARK_TWIN.test(src)) return image(src, "");
  // Both in the HTML, one shown per theme: the theme is a class on <html> that can change without
  // a reload, which <picture> media queries cannot follow. A lazy image that is not displayed is
  // not downloaded, so each visitor fetches only the one they see; a priority image and its twin
  // are both in the HTML, about 4 KB more gzip on the page, less than the two requests it saves.
  return (
    <>
      {image(src, "dark:hidden")}
      {image(src.replace(/\.svg$/, "-dark.svg"), "hidden dark:block")}
    </>
  );
}
