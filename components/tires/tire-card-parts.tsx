import Link from "next/link";

/**
 * The brand, the linked name and the spec list every tire card in a size list opens with, so a
 * passenger offer and a quote tire read alike. Each list links dozens of products: the name
 * prefetches only when the customer points at it.
 */
export function TireCardTitle({
  headingId,
  brand,
  name,
  href,
  specs,
}: {
  headingId: string;
  brand: string;
  name: string;
  href: string;
  /** Label, value and whether it is sidewall code (set in monospace): [["Size", "225/65R17", true], …]. */
  specs: readonly (readonly [label: string, value: string, code?: boolean])[];
}) {
  return (
    <>
      <p className="mt-3 text-sm font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">
        {brand}
      </p>
      <h3 id={headingId} className="text-lg font-bold text-ink-900 dark:text-white">
        <Link
          href={href}
          prefetch={false}
          className="underline decoration-brand-400 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:hover:decoration-white"
        >
          <span className="sr-only">{brand} </span>
          {name}
        </Link>
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
        {specs.map(([label, value, code]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className={code ? "font-mono" : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
