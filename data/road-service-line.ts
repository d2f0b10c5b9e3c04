/**
 * The 24/7 line a driver calls, answered around the clock by the dispatcher on duty. On its own,
 * apart from data/road-service.ts (which re-exports it), so that a client island showing the line
 * does not ship the on-call crews and the national accounts to the browser.
 */
export const ROAD_SERVICE_LINE = "(800) 555-0199";
