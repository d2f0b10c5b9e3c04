import Link from "next/link";

export interface Crumb {
  label: string;
  /** Absent for the page itself, the last crumb. */
  href?: string;
}

/** "Tires / 225/65R17 / Michelin Defender2": where a page sits, each level a link back up. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-gray-700 dark:text-gray-300">
      <ol className="flex flex-wrap gap-2">
        {items.map((item) =>
          item.href ? (
            <li key={item.label}>
              <Link href={item.href} className="underline-offset-4 hover:underline">
                {item.label}
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
          ) : (
            <li key={item.label} aria-current="page" className="font-semibold">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
