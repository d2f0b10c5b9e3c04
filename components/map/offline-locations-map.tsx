import { buildOfflineMap } from "@/lib/map/offline-map";
import type { MapLocation } from "@/lib/map/map-location";
import { MapLegend } from "./map-legend";
import { MARKER_FILL_CLASS, markerKind } from "./marker-styles";
import { NearestLegendEntry } from "./nearest-legend-entry";
import { OfflineMapMarkers, type PositionedLocation } from "./offline-map-markers";
import { StateOutlines } from "./state-outlines";

/**
 * The map without a Google key: census outlines projected on the server (see lib/map), with the
 * interactive markers as a small client component laid over them. Nothing here loads anything
 * from another site.
 */
export function OfflineLocationsMap({ locations }: { locations: readonly MapLocation[] }) {
  const map = buildOfflineMap(locations);
  const byId = new Map(locations.map((l) => [l.id, l]));
  const positioned: PositionedLocation[] = map.markers.flatMap((marker) => {
    const location = byId.get(marker.id);
    if (!location) return [];
    // Percentages keep markers on their spot however wide the map is drawn.
    const left = round((marker.x / map.width) * 100);
    const top = round((marker.y / map.height) * 100);
    return [{ location, left, top }];
  });
  const displaced = map.markers.filter((m) => m.x !== m.anchor.x || m.y !== m.anchor.y);

  return (
    <div>
      <div
        role="region"
        aria-label="Map of our locations"
        // Kept to 4:3 and at most 500 px high, like the Google map it stands in for.
        className="relative mx-auto aspect-[4/3] w-full max-w-[calc(500px*4/3)]"
      >
        <div className="absolute inset-0 overflow-hidden rounded-xl border border-gray-300 bg-sky-50 dark:border-gray-700 dark:bg-gray-800">
          <svg
            viewBox={`0 0 ${map.width} ${map.height}`}
            className="h-full w-full"
            aria-hidden="true"
            focusable="false"
          >
            <StateOutlines states={map.states} />
            <g>
              {displaced.map((m) => {
                const location = byId.get(m.id);
                const fill = location ? MARKER_FILL_CLASS[markerKind(location)] : "";
                return (
                  <g key={m.id}>
                    <line
                      x1={m.anchor.x}
                      y1={m.anchor.y}
                      x2={m.x}
                      y2={m.y}
                      strokeWidth={1.5}
                      vectorEffect="non-scaling-stroke"
                      className="stroke-ink-700 dark:stroke-gray-200"
                    />
                    <circle cx={m.anchor.x} cy={m.anchor.y} r={4} className={fill} />
                  </g>
                );
              })}
            </g>
          </svg>
        </div>
        <OfflineMapMarkers markers={positioned} />
      </div>
      <MapLegend>
        <NearestLegendEntry />
      </MapLegend>
    </div>
  );
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
