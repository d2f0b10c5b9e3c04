import type { TipTopic } from "@/data/tips";

/**
 * One tab's topics. Native <details> sharing a `name` form an exclusive accordion: opening one
 * closes the others, and the open one can be closed again. No script, and every answer is in the
 * HTML for search engines and readers without JavaScript.
 */
export function TipAccordion({ group, topics }: { group: string; topics: readonly TipTopic[] }) {
  return (
    <div className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
      {topics.map((topic) => (
        <details key={topic.id} name={`tips-${group}`} className="group" data-topic={topic.id}>
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-ink-900 hover:bg-gray-50 dark:text-white dark:hover:bg-gray-800 [&::-webkit-details-marker]:hidden">
            {topic.title}
            <span
              aria-hidden="true"
              className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-400 text-xl text-ink-900 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="space-y-3 px-5 pb-6 text-gray-700 dark:text-gray-300">
            {topic.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {topic.bullets && (
              <ul className="list-disc space-y-1 pl-6">
                {topic.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
