import { readFileSync } from "node:fs";
import { join } from "node:path";

const prepared = new Map<string, string>();

/**
 * A page-header scene from public/images/hero/, written into the HTML rather than loaded as an
 * <img>: it is about 1-2 KB gzipped, so it paints with the first frame instead of after a request
 * of its own on a slow phone connection, and as inline vector art it is decoration, not the
 * page's largest image (the heading is what the visitor reads first). Rendered on the server only.
 */
export function HeroScene({ src, className }: { src: string; className: string }) {
  if (!/^\/images\/hero\/[a-z-]+\.svg$/.test(src)) throw new Error(`Not a hero scene: ${src}`);
  let svg = prepared.get(src);
  if (!svg) {
    svg = readFileSync(join(process.cwd(), "public", src), "utf8")
      .replace(/<title>[^<]*<\/title>/, "")
      // Decorative, sized by its box, cropped like object-cover with the subject kept on the right.
      .replace(
        /<svg ([^>]*?)width="\d+" height="\d+"([^>]*?) role="img">/,
        '<svg $1width="100%" height="100%"$2 preserveAspectRatio="xMaxYMid slice" aria-hidden="true" focusable="false">',
      )
      // One scene per page, but its ids must not meet another inline SVG's.
      .replace(/id="([^"]+)"/g, 'id="hero-$1"')
      .replace(/url\(#([^)]+)\)/g, "url(#hero-$1)");
    prepared.set(src, svg);
  }
  return <div aria-hidden="true" className={className} dangerouslySetInnerHTML={{ __html: svg }} />;
}
