import type { Benefit } from "@/data/finance";

export function BenefitGrid({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {benefits.map((b) => (
        <li key={b.title} className="card border-t-4 border-t-brand-400 p-5">
          <h4 className="font-bold text-ink-900 dark:text-white">{b.title}</h4>
          <p className="mt-2 text-gray-700 dark:text-gray-300">{b.text}</p>
        </li>
      ))}
    </ul>
  );
}
