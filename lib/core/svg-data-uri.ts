/** An SVG document as a `data:image/svg+xml,…` URI for an <img> src (percent-encoded, not base64). */
export function svgDataUri(svg: string): string {
  // Space, "=", ":", "/", "," and ";" are unescaped again: a data URI carries them as they are,
  // and escaped they would make an inlined illustration a third longer for nothing.
  const encoded = encodeURIComponent(svg.trim().replace(/\s+/g, " ")).replace(
    /%(20|3D|3A|2F|2C|3B)/g,
    decodeURIComponent,
  );
  return `data:image/svg+xml,${encoded}`;
}
