/** The id of the home page's vehicle tire-size section; the hero's first button scrolls to it. */
export const VEHICLE_FINDER_ANCHOR = "vehicle-finder";
