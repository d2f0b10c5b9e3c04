import { isNavMenu, type NavEntry } from "@/data/navigation";

/** Whether a nav entry (or any link in its menu) is the page being viewed. */
export function isActiveEntry(entry: NavEntry, pathname: string): boolean {
  if (isNavMenu(entry)) return entry.items.some((item) => isActiveHref(item.href, pathname));
  return isActiveHref(entry.href, pathname);
}

export function isActiveHref(href: string, pathname: string): boolean {
  if (!href.startsWith("/")) return false;
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
