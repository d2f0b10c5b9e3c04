import type { FoundCustomer } from "@/lib/appointments/customer-lookup";

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The customers a search found, newest activity first: one card each, opening their page. */
export function FoundCustomers({ customers }: { customers: readonly FoundCustomer[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {customers.map((c) => (
        <li key={c.phone} className="card p-4">
          <h2 className="text-lg font-bold text-ink-900 dark:text-white">
            <a href={c.href} className="underline underline-offset-4">
              {c.name}
            </a>
          </h2>
          <p className="text-gray-800 dark:text-gray-200">
            {c.phoneLabel}
            {c.emails.length ? ` · ${c.emails.join(", ")}` : ""}
          </p>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {[c.visits ? count(c.visits, "visit") : "", c.quotes ? count(c.quotes, "quote") : ""]
              .filter(Boolean)
              .join(" · ")}
            {" · latest: "}
            {c.latest}
          </p>
        </li>
      ))}
    </ul>
  );
}
