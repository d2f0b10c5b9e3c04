import type { MapState } from "@/lib/map/offline-map";

/** The offline map's background: the states we serve filled and labelled, their neighbours light. */
export function StateOutlines({ states }: { states: readonly MapState[] }) {
  return (
    <>
      <g strokeLinejoin="round">
        {states.map((state) => (
          <path
            key={state.id}
            d={state.d}
            vectorEffect="non-scaling-stroke"
            className={
              state.served
                ? "fill-brand-100 stroke-brand-700 dark:fill-gray-600 dark:stroke-brand-300"
                : "fill-white stroke-gray-300 dark:fill-gray-900 dark:stroke-gray-700"
            }
            strokeWidth={state.served ? 1.5 : 1}
          />
        ))}
      </g>
      <g textAnchor="middle" dominantBaseline="middle" className="font-sans font-bold select-none">
        {states.map(
          (state) =>
            state.label && (
              <text
                key={state.id}
                x={state.label.x}
                y={state.label.y}
                fontSize={state.served ? 30 : 24}
                className={
                  state.served ? "fill-ink-700 dark:fill-gray-100" : "fill-gray-400 dark:fill-gray-500"
                }
              >
                {state.abbr}
              </text>
            ),
        )}
      </g>
    </>
  );
}
