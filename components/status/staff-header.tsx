import Link from "next/link";
import { SignOutButton } from "@/components/staff/sign-out-button";
import { brand } from "@/data/brand";
import { signedInStaff } from "@/lib/auth/require-staff";
import { hasRole, type StaffMember, type StaffRole } from "@/lib/staff/roles";

const STAFF_LINKS: readonly { href: string; label: string; role: StaffRole | readonly StaffRole[] }[] = [
  { href: "/admin/dispatch", label: "Road calls", role: ["Staff.Dispatch", "Staff.Store"] },
  { href: "/admin/road-service", label: "Road-service settings", role: ["Staff.Dispatch", "Staff.Store"] },
  { href: "/admin/appointments", label: "Appointments", role: "Staff.Store" },
  { href: "/admin/customers", label: "Customers", role: ["Staff.Store", "Staff.Sales"] },
  { href: "/admin/quotes", label: "Quote requests", role: "Staff.Sales" },
  { href: "/admin/inventory", label: "Tire stock", role: "Staff.Store" },
  { href: "/admin/staff", label: "Staff list", role: "Staff.Operator" },
  { href: "/admin/calendar-status", label: "Calendar integration", role: "Staff.Operator" },
  { href: "/calendar-status", label: "System status", role: "Staff.Operator" },
];

/**
 * The staff pages' top bar: which site this is, the pages the signed-in member may open, and who
 * they are with a way to sign out. Before sign-in (or where none is set up) it lists every page.
 */
export async function StaffHeader() {
  const member = await signedInStaff();
  const links = member
    ? STAFF_LINKS.filter((link) =>
        (typeof link.role === "string" ? [link.role] : link.role).some((role) => hasRole(member, role)),
      )
    : STAFF_LINKS;
  return (
    <header className="border-b border-gray-200 bg-ink-900 text-white print:hidden dark:border-gray-800">
      <div className="container-page flex flex-col gap-2 py-3 lg:flex-row lg:items-center lg:justify-between">
        <p className="font-bold">
          {brand.name} <span className="font-normal text-gray-300">· Staff</span>
        </p>
        <nav aria-label="Staff pages">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                {/* Not prefetched: live pages behind sign-in; a prefetch of a refused page only makes noise. */}
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
        {!member || hasRole(member, "Staff.Store") || hasRole(member, "Staff.Sales") ? (
          <HeaderSearch />
        ) : null}
        {member ? <SignedIn member={member} /> : null}
      </div>
    </header>
  );
}

/** One search box on every staff page: the customer finder, by name, phone, e-mail or reference. */
function HeaderSearch() {
  return (
    <form action="/admin/customers" method="get" role="search" aria-label="Customers" className="flex gap-1">
      <label htmlFor="staff-customer-search" className="sr-only">
        Find a customer
      </label>
      <input
        id="staff-customer-search"
        type="search"
        name="q"
        maxLength={100}
        autoComplete="off"
        placeholder="Find a customer"
        className="min-h-10 w-full min-w-0 rounded-md border border-gray-500 bg-ink-800 px-2 text-sm text-white placeholder:text-gray-300 lg:w-48"
      />
      <button
        type="submit"
        className="min-h-10 rounded-md border border-gray-400 px-3 text-sm font-semibold hover:bg-white/10"
      >
        Find
      </button>
    </form>
  );
}

function SignedIn({ member }: { member: StaffMember }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-200">
      <span>
        Signed in as <strong className="text-white">{member.name}</strong>
      </span>
      {member.signedInWith === "microsoft" ? <SignOutButton /> : null}
    </div>
  );
}
