/**
 * Whether a path has a percent-escape that does not decode: a bare `%`, `%ZZ`, half of a UTF-8
 * character (`%E2%82`), an overlong or surrogate form (`%C0%AF`, `%ED%A0%80`). Next.js decodes
 * each segment to match dynamic routes and answered these with a bare 500; proxy.ts answers 400.
 */
export function hasBrokenEscape(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  return pathname.split("/").some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}
