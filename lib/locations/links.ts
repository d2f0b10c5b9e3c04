/** The page of one location: /locations/norton-va. */
export function locationPath(location: { slug: string }): string {
  return `/locations/${location.slug}`;
}
