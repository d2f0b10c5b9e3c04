"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { brand, mailtoHref, telHref } from "@/data/brand";
import type { SentQuote } from "@/lib/quote-forms/quote-form";

/** Shown in place of the form once the request is stored: the reference first, then what's next. */
export function QuoteSent({ sent, onAnother }: { sent: SentQuote; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is gone: move them to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card space-y-4 border-l-4 border-l-green-700 p-5 sm:p-8" data-testid="quote-sent">
      <h2
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-6 text-2xl font-extrabold text-ink-900 outline-none dark:text-white"
      >
        Thank you, your quote request is in
      </h2>
      <p className="text-lg text-gray-800 dark:text-gray-200">
        Your reference is{" "}
        <strong className="font-mono text-xl text-ink-900 dark:text-white" data-testid="quote-reference">
          {sent.reference}
        </strong>
        .
      </p>
      <p className="text-gray-700 dark:text-gray-300">
        We sent a copy to <strong>{sent.email}</strong>. Our sales desk checks availability, delivery and
        fitting for your tires and replies with a written quote, usually within one business day (
        {brand.corporateOffice.hours}). If we need more details, we&apos;ll call you.
      </p>
      <p className="text-gray-700 dark:text-gray-300">
        Questions in the meantime? Call{" "}
        <a href={telHref(brand.salesPhone)} className="font-semibold underline">
          {brand.salesPhone}
        </a>{" "}
        or write to{" "}
        <a
          href={mailtoHref(brand.salesEmail, `Quote request ${sent.reference}`)}
          className="font-semibold break-words underline"
        >
          {brand.salesEmail}
        </a>{" "}
        and mention your reference.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* A link, so it also leads to a new form on a page answered without JavaScript. */}
        <a
          href="/quote"
          onClick={(event) => {
            event.preventDefault();
            onAnother();
          }}
          className="btn-dark"
        >
          Request another quote
        </a>
        <Link href={sent.moreHref} className="btn-outline-dark">
          Browse more tires
        </Link>
      </div>
    </div>
  );
}
