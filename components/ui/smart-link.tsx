import Link from "next/link";
import type { AnchorHTMLAttributes, ReactNode } from "react";

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  children: ReactNode;
};

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * One link for all targets: site paths use client navigation; http(s) links open in a new
 * tab without giving the other site a handle on this one, and say so to screen readers.
 * mailto:, tel: and static files stay plain anchors.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (href.startsWith("/") && !/\.(html|pdf|ics)(\?|#|$)/.test(href)) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
