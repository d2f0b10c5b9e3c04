import { geoConicConformal, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiPoint } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import statesTopology from "us-atlas/states-10m.json";
import type { LatLng } from "@/lib/geo/distance";

/**
 * The offline map, drawn on the server: census state outlines (us-atlas) projected with d3-geo
 * into SVG path strings, and our locations into x/y points. The browser receives only those
 * strings and numbers, never the 115 kB TopoJSON or the projection code.
 */

/** The SVG's coordinate space; 4:3 suits a phone held upright and a desktop column alike. */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 750;

/**
 * Markers are 24 px circles drawn over an SVG that scales with the page. Near-identical points
 * (the Charleston store and corporate office, the Norton store and retread plant) would hide
 * each other, so markers closer than 26 px at the narrowest common layout (a 390 px phone minus
 * page padding) are spread apart, each with a leader line to its true spot.
 */
const NARROWEST_MAP_PX = 358;
export const MIN_MARKER_GAP = (26 / NARROWEST_MAP_PX) * MAP_WIDTH;

/** The states we serve are filled; every other state in view is drawn lightly for orientation. */
const STATES_SERVED: Record<string, string> = { "54": "WV", "51": "VA", "47": "TN", "21": "KY", "42": "PA" };
const NEIGHBOURS: Record<string, string> = {
  "01": "AL",
  "10": "DE",
  "11": "DC",
  "13": "GA",
  "17": "IL",
  "18": "IN",
  "24": "MD",
  "26": "MI",
  "28": "MS",
  "34": "NJ",
  "36": "NY",
  "37": "NC",
  "39": "OH",
  "45": "SC",
};

/** Degrees of context kept around the outermost locations. */
const PADDING_DEGREES = { lat: 0.9, lng: 1.1 };

export interface MapState {
  id: string;
  abbr: string;
  served: boolean;
  d: string;
  /** Where the abbreviation label goes, or null when too little of the state is in view. */
  label: { x: number; y: number } | null;
}

export interface PlacedMarker {
  id: number;
  /** True position, in SVG units. */
  anchor: { x: number; y: number };
  /** Where the marker is drawn: the anchor, or nearby when it had to make room for a neighbour. */
  x: number;
  y: number;
}

export interface OfflineMapData {
  width: number;
  height: number;
  states: MapState[];
  markers: PlacedMarker[];
}

type StateProperties = { name: string };

function stateFeatures(): Feature<Geometry, StateProperties>[] {
  const topology = statesTopology as unknown as Topology<{
    states: GeometryCollection<StateProperties>;
  }>;
  const collection = feature(topology, topology.objects.states) as FeatureCollection<
    Geometry,
    StateProperties
  >;
  return collection.features;
}

/** Projects the states and places markers for the given locations. */
export function buildOfflineMap(points: readonly (LatLng & { id: number })[]): OfflineMapData {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const south = Math.min(...lats) - PADDING_DEGREES.lat;
  const north = Math.max(...lats) + PADDING_DEGREES.lat;
  const west = Math.min(...lngs) - PADDING_DEGREES.lng;
  const east = Math.max(...lngs) + PADDING_DEGREES.lng;
  const frame: MultiPoint = {
    type: "MultiPoint",
    coordinates: [
      [west, south],
      [west, north],
      [east, south],
      [east, north],
    ],
  };

  // A conformal conic centred on the region keeps shapes true, as on a road atlas page.
  const projection = geoConicConformal()
    .parallels([south + 1, north - 1])
    .rotate([-(west + east) / 2, 0])
    .fitExtent(
      [
        [0, 0],
        [MAP_WIDTH, MAP_HEIGHT],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  // Whole SVG units are finer than a screen pixel at any size we render, and keep the HTML small.
  const path = geoPath(projection).digits(0);

  const states: MapState[] = [];
  for (const state of stateFeatures()) {
    const id = String(state.id);
    const served = id in STATES_SERVED;
    const abbr = STATES_SERVED[id] ?? NEIGHBOURS[id];
    if (!abbr) continue;
    const d = path(state);
    if (!d) continue;
    states.push({ id, abbr, served, d, label: labelPosition(path.centroid(state), path.area(state)) });
  }
  // Served states last, so their outlines sit on top of the neighbours' shared borders.
  states.sort((a, b) => Number(a.served) - Number(b.served));

  const anchors = points.map((p) => {
    const [x, y] = projection([p.lng, p.lat]) ?? [Number.NaN, Number.NaN];
    return { id: p.id, x, y };
  });
  const spread = spreadApart(anchors, MIN_MARKER_GAP, { width: MAP_WIDTH, height: MAP_HEIGHT });
  const markers = anchors.map((anchor, i) => ({
    id: anchor.id,
    anchor: { x: Math.round(anchor.x), y: Math.round(anchor.y) },
    x: Math.round(spread[i]!.x),
    y: Math.round(spread[i]!.y),
  }));
  return { width: MAP_WIDTH, height: MAP_HEIGHT, states, markers };
}

/** A label needs a reasonable slice of the state on screen, away from the frame's edge. */
function labelPosition([x, y]: [number, number], area: number): MapState["label"] {
  const margin = 30;
  if (!Number.isFinite(x) || area < 6000) return null;
  if (x < margin || y < margin || x > MAP_WIDTH - margin || y > MAP_HEIGHT - margin) return null;
  return { x: Math.round(x), y: Math.round(y) };
}

interface Point {
  x: number;
  y: number;
}

/**
 * Pushes apart points closer than `gap` until none are, keeping each inside the frame. Points
 * that do not crowd anyone stay exactly where they are. Deterministic: coincident points are
 * separated along fixed directions, so the server renders the same map every time.
 */
export function spreadApart(
  anchors: readonly Point[],
  gap: number,
  frame: { width: number; height: number },
): Point[] {
  const points = anchors.map((a) => ({ x: a.x, y: a.y }));
  const half = gap / 2;
  for (let round = 0; round < 500; round++) {
    let moved = false;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i]!;
        const b = points[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap - 0.01) continue;
        if (distance < 0.01) {
          // Same spot: split along a direction that depends only on the pair's indexes.
          const angle = (i * 7 + j * 3) * 0.9;
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 1;
        }
        const push = (gap - distance) / 2 + 0.05;
        const ux = dx / distance;
        const uy = dy / distance;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    for (const p of points) {
      p.x = Math.min(frame.width - half, Math.max(half, p.x));
      p.y = Math.min(frame.height - half, Math.max(half, p.y));
    }
    if (!moved) break;
  }
  return points;
}
