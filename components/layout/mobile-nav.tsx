"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "@/components/ui/icons";
import { SmartLink, isExternalHref } from "@/components/ui/smart-link";
import { isNavMenu, mainNav, type NavMenu } from "@/data/navigation";
import { roadServiceEntry } from "@/lib/content/road-service-entry";
import { isActiveHref } from "@/lib/navigation/is-active";

/** Below 768 px the navigation folds behind a toggle; Tires and About Us expand in place. */
export function MobileNav() {
  const pathname = usePathname();
  const [openFor, setOpenFor] = useState<string | null>(null);
  // The menu belongs to the page it was opened on: navigating closes it.
  const open = openFor === pathname;
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpenFor(null);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenFor(open ? null : pathname)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-ink-900 dark:border-gray-700 dark:text-gray-100"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        {/* Below 400 px the word gives its room to the search button; the name stays for readers. */}
        <span className="max-[399px]:sr-only">{open ? "Close" : "Menu"}</span>
        <span className="sr-only"> navigation</span>
      </button>
      {open && (
        // Dims the page under the open menu (behind the header, inside its stacking context); a tap
        // on it closes the menu.
        <div
          aria-hidden="true"
          data-testid="menu-backdrop"
          onClick={() => setOpenFor(null)}
          className="fixed inset-0 -z-10 bg-ink-900/60 backdrop-blur-[1px]"
        />
      )}
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-8rem)] overflow-y-auto border-t border-gray-200 bg-white shadow-xl dark:border-gray-800 dark:bg-gray-950"
      >
        <ul className="container-page divide-y divide-gray-100 py-2 dark:divide-gray-800">
          {/* First, for whoever opens the menu looking for help on the roadside. */}
          <li>
            <Link
              href={roadServiceEntry.requestHref}
              prefetch={false}
              onClick={() => setOpenFor(null)}
              className="flex min-h-12 items-center px-2 text-base font-bold text-red-800 dark:text-red-300"
            >
              {roadServiceEntry.title} 24/7 road service
            </Link>
          </li>
          {mainNav.map((entry) =>
            isNavMenu(entry) ? (
              <MobileSection key={entry.label} menu={entry} pathname={pathname} />
            ) : (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  aria-current={isActiveHref(entry.href, pathname) ? "page" : undefined}
                  onClick={() => setOpenFor(null)}
                  className="flex min-h-12 items-center px-2 text-base font-semibold text-ink-900 aria-[current=page]:text-brand-700 dark:text-gray-100 dark:aria-[current=page]:text-brand-300"
                >
                  {entry.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}

function MobileSection({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
        className="flex min-h-12 w-full items-center justify-between px-2 text-left text-base font-semibold text-ink-900 dark:text-gray-100"
      >
        {menu.label}
        <ChevronDownIcon open={expanded} />
      </button>
      <ul id={listId} hidden={!expanded} className="mb-2 ml-2 border-l-2 border-brand-400 pl-3">
        {menu.items.map((item) => (
          <li key={item.href}>
            <SmartLink
              href={item.href}
              aria-current={isActiveHref(item.href, pathname) ? "page" : undefined}
              className="flex min-h-11 items-center text-base text-gray-800 dark:text-gray-200"
            >
              {item.label}
              {isExternalHref(item.href) && <span aria-hidden="true">&nbsp;↗</span>}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
