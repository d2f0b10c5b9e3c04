import Link from "next/link";
import { brand } from "@/data/brand";

const STAFF_LINKS = [
  { href: "/admin/appointments", label: "Appointments" },
  { href: "/admin/inventory", label: "Tire stock" },
  { href: "/admin/quotes", label: "Quote requests" },
  { href: "/admin/calendar-status", label: "Calendar integration" },
  { href: "/calendar-status", label: "System status" },
] as const;

/** The staff pages' top bar: which site this is, and the internal pages; no public calls to action. */
export function StaffHeader() {
  return (
    <header className="border-b border-gray-200 bg-ink-900 text-white dark:border-gray-800">
      <div className="container-page flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-bold">
          {brand.name} <span className="font-normal text-gray-300">· Staff</span>
        </p>
        <nav aria-label="Staff pages">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {STAFF_LINKS.map((link) => (
              <li key={link.href}>
                {/* Not prefetched: these are live pages behind a password (the appointments list answers
                    503 until one is set), and a prefetch of a refused page only makes noise. */}
                <Link
                  href={link.href}
                  prefetch={false}
                  className="underline-offset-4 hover:underline focus-visible:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href="/"
                className="text-gray-300 underline-offset-4 hover:underline focus-visible:underline"
              >
                Public site
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
