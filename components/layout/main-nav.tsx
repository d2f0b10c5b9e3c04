"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isNavMenu, mainNav } from "@/data/navigation";
import { isActiveEntry } from "@/lib/navigation/is-active";
import { NavDropdown } from "./nav-dropdown";

/** The desktop navigation bar (768 px and wider). */
export function MainNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="hidden bg-ink-900 md:block dark:bg-black">
      <ul className="container-page flex flex-wrap items-center gap-x-1">
        {mainNav.map((entry) => {
          const active = isActiveEntry(entry, pathname);
          if (isNavMenu(entry)) return <NavDropdown key={entry.label} menu={entry} active={active} />;
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-md px-3 py-2 text-[0.95rem] font-semibold hover:bg-white/10 hover:text-brand-300 ${active ? "text-brand-400" : "text-white"}`}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
