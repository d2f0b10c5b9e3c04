"use client";

import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { SmartLink, isExternalHref } from "@/components/ui/smart-link";
import type { NavMenu } from "@/data/navigation";
import { useDismiss } from "@/lib/hooks/use-dismiss";

/**
 * A disclosure-style navigation menu (the WAI pattern for site navigation): a button with
 * aria-expanded reveals a list of ordinary links. Arrow keys move between the links, Escape
 * closes and returns focus to the button, and focus leaving the menu closes it.
 */
export function NavDropdown({ menu, active }: { menu: NavMenu; active: boolean }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close, buttonRef);

  function links(): HTMLAnchorElement[] {
    return Array.from(
      containerRef.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(listId)} a`) ?? [],
    );
  }

  function focusLink(index: number) {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusLink(index - 1);
    } else if (event.key === "Home") {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === "End") {
      event.preventDefault();
      focusLink(all.length - 1);
    }
  }

  return (
    <li
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-semibold hover:bg-white/10 hover:text-brand-300 ${active ? "text-brand-400" : "text-white"}`}
      >
        {menu.label}
        <ChevronDownIcon open={open} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute left-0 z-50 mt-1 w-72 rounded-xl border border-gray-200 bg-white p-2 shadow-xl dark:border-gray-700 dark:bg-gray-900"
      >
        {menu.items.map((item) => (
          <li key={item.href}>
            <SmartLink
              href={item.href}
              onClick={close}
              className="block rounded-lg px-3 py-2 text-gray-900 hover:bg-brand-50 focus-visible:bg-brand-50 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800"
            >
              <span className="block font-semibold">
                {item.label}
                {isExternalHref(item.href) && <span aria-hidden="true"> ↗</span>}
              </span>
              {item.description && (
                <span className="block text-sm text-gray-600 dark:text-gray-400">{item.description}</span>
              )}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
