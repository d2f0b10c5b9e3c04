/**
 * Every public page, in one list: the browser tests sweep these (layout, accessibility) and
 * sitemap.xml is built from them, so a page added here is checked and indexed automatically.
 */
export interface PublicRoute {
  path: string;
  /** The full document title as served. */
  title: string;
}

export const publicRoutes: readonly PublicRoute[] = [
  { path: "/", title: "Tough tires for tough terrains | Allegheny Tire" },
];
