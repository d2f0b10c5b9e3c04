import type { Location } from "@/data/locations";
import { buildOfflineMap } from "@/lib/map/offline-map";
import { MapLegend } from "./map-legend";
import { MARKER_FILL_CLASS, markerKind } from "./marker-styles";
import { StateOutlines } from "./state-outlines";

/** Marker sizes in the SVG's units (the map is 1000 units wide, drawn 350-600 px wide). */
const MARKER_RADIUS = 17;
const HIGHLIGHT_RADIUS = 27;
const LABEL_SIZE = 34;

/**
 * One location on the offline map, among all the others: a finished SVG from the server with no
 * script, so a store page stays light. The location is drawn larger, ringed and labelled.
 */
export function StaticLocationMap({
  locations,
  highlight,
}: {
  locations: readonly Location[];
  highlight: Location;
}) {
  const map = buildOfflineMap(locations);
  const byId = new Map(locations.map((l) => [l.id, l]));
  // The highlighted marker last, so no neighbour is drawn over it.
  const markers = [...map.markers].sort(
    (a, b) => Number(a.id === highlight.id) - Number(b.id === highlight.id),
  );
  const titleId = `static-map-${highlight.slug}`;

  return (
    <figure>
      <div className="overflow-hidden rounded-xl border border-gray-300 bg-sky-50 dark:border-gray-700 dark:bg-gray-800">
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="img"
          aria-labelledby={titleId}
          className="block h-auto w-full"
        >
          <title id={titleId}>
            {`Map of ${highlight.name} (${highlight.city}, ${highlight.state}) among our other locations in five states`}
          </title>
          <StateOutlines states={map.states} />
          {markers.map((marker) => {
            const location = byId.get(marker.id);
            if (!location) return null;
            const kind = markerKind(location);
            const isHighlight = marker.id === highlight.id;
            const r = isHighlight ? HIGHLIGHT_RADIUS : MARKER_RADIUS;
            const fill = MARKER_FILL_CLASS[kind];
            const displaced = marker.x !== marker.anchor.x || marker.y !== marker.anchor.y;
            return (
              <g key={marker.id} className="stroke-white dark:stroke-gray-950">
                {displaced && (
                  <line
                    x1={marker.anchor.x}
                    y1={marker.anchor.y}
                    x2={marker.x}
                    y2={marker.y}
                    strokeWidth={1.5}
                    vectorEffect="non-scaling-stroke"
                    className="stroke-ink-700 dark:stroke-gray-200"
                  />
                )}
                {isHighlight && (
                  <circle
                    cx={marker.x}
                    cy={marker.y}
                    r={r + 12}
                    strokeWidth={6}
                    className="fill-none stroke-ink-900 dark:stroke-white"
                  />
                )}
                {kind === "store" ? (
                  <circle cx={marker.x} cy={marker.y} r={r} strokeWidth={5} className={fill} />
                ) : (
                  <rect
                    x={marker.x - r}
                    y={marker.y - r}
                    width={r * 2}
                    height={r * 2}
                    rx={4}
                    strokeWidth={5}
                    className={fill}
                  />
                )}
              </g>
            );
          })}
          <HighlightLabel
            marker={map.markers.find((m) => m.id === highlight.id)}
            text={highlight.name}
            mapWidth={map.width}
          />
        </svg>
      </div>
      <figcaption>
        <MapLegend />
      </figcaption>
    </figure>
  );
}

function HighlightLabel({
  marker,
  text,
  mapWidth,
}: {
  marker: { x: number; y: number } | undefined;
  text: string;
  mapWidth: number;
}) {
  if (!marker) return null;
  // Toward the middle of the map, so the label never runs off its edge.
  const onLeft = marker.x > mapWidth * 0.6;
  const offset = HIGHLIGHT_RADIUS + 22;
  return (
    <text
      x={onLeft ? marker.x - offset : marker.x + offset}
      y={marker.y}
      textAnchor={onLeft ? "end" : "start"}
      dominantBaseline="middle"
      fontSize={LABEL_SIZE}
      strokeWidth={9}
      paintOrder="stroke"
      aria-hidden="true"
      className="fill-ink-900 stroke-white font-sans font-extrabold dark:fill-white dark:stroke-gray-900"
    >
      {text}
    </text>
  );
}
