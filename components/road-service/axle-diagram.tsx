import type { Axle } from "@/data/road-service";

/**
 * A top view of the vehicle with the chosen tire marked: a picture of the choices made in the
 * labelled radio buttons beside it, which are what screen readers and keyboards use (so the
 * picture itself is hidden from them).
 */
export function AxleDiagram({
  axles,
  axle,
  side,
  dual,
}: {
  axles: readonly Axle[];
  axle: string;
  side: string;
  dual: string;
}) {
  const rows = axles.length === 3 ? [18, 70, 118] : axles.length === 2 ? [24, 104] : [24, 64, 104];
  const twin = (a: Axle) => a === "drive" || a === "trailer" || a === "rear";
  const marked = (a: Axle, s: "left" | "right", d: "outer" | "inner") =>
    a === axle && (side === "" || side === "unknown" || side === s) && (d === "outer" || dual === "inner");
  return (
    <svg viewBox="0 0 120 140" className="h-40 w-auto shrink-0" aria-hidden="true" focusable="false">
      <rect x="44" y="6" width="32" height="128" rx="6" className="fill-gray-200 dark:fill-gray-700" />
      <path d="M52 10 h16 l4 10 h-24 z" className="fill-gray-400 dark:fill-gray-500" />
      {axles.map((a, i) => {
        const y = rows[i]!;
        const tires: { x: number; s: "left" | "right"; d: "outer" | "inner" }[] = twin(a)
          ? [
              { x: 6, s: "left", d: "outer" },
              { x: 22, s: "left", d: "inner" },
              { x: 84, s: "right", d: "inner" },
              { x: 100, s: "right", d: "outer" },
            ]
          : [
              { x: 18, s: "left", d: "outer" },
              { x: 88, s: "right", d: "outer" },
            ];
        return (
          <g key={a}>
            <line x1="20" x2="100" y1={y + 9} y2={y + 9} className="stroke-gray-500" strokeWidth="3" />
            {tires.map((t) => (
              <rect
                key={`${t.s}-${t.d}`}
                x={t.x}
                y={y}
                width="14"
                height="18"
                rx="3"
                className={marked(a, t.s, t.d) ? "fill-red-600" : "fill-gray-800 dark:fill-gray-300"}
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
