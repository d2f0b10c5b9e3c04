/**
 * The route group a request is counted under in the metrics and the access log: a short, fixed
 * list (so a metric never gets one series per product or reference), ordered most specific first.
 */
const GROUPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/_next\/static\//, "static"],
  [/^\/_next\/image/, "image"],
  [/^\/api\/bookAppointment$/, "api:booking"],
  [/^\/api\/(stores\/[^/]+|appointments\/[^/]+)\/availability\//, "api:availability"],
  [/^\/api\/tires\/availability$/, "api:stock"],
  [/^\/api\/appointments\//, "api:appointment-links"],
  [/^\/api\/(tires|tire-categories)(\/|$)/, "api:tires"],
  [/^\/api\/search$/, "api:search"],
  [/^\/api\/vehicles\//, "api:vehicles"],
  [/^\/api\/(locations|zip|service-area)(\/|$)/, "api:locations"],
  [/^\/api\/(quotes|contact)$/, "api:requests"],
  [/^\/api\/admin\//, "api:staff"],
  [/^\/api\/auth\//, "api:sign-in"],
  [/^\/api\/(calendar-status|outlook)(\/|$)/, "api:status"],
  [/^\/api\/(health|ready)$/, "api:health"],
  [/^\/api\/metrics$/, "api:metrics"],
  [/^\/api\//, "api:other"],
  [/^\/tires\/details\//, "page:product"],
  [/^\/tires(\/|$)/, "page:tires"],
  [/^\/(schedule|appointments)(\/|$)/, "page:schedule"],
  [/^\/locations(\/|$)/, "page:locations"],
  [/^\/(admin|calendar-status)(\/|$)/, "page:staff"],
];

/** The group of a request's path (with or without its query). */
export function routeGroup(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  for (const [pattern, group] of GROUPS) if (pattern.test(path)) return group;
  return "page:other";
}

/** Every group name, for a test and for dashboards. */
export const ROUTE_GROUPS = [...new Set([...GROUPS.map(([, group]) => group), "page:other"])];
