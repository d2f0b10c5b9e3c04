"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { serviceText } from "@/lib/tires/service-description";
import { serviceFilterOf, serviceQuery } from "@/lib/tires/service-filter";
import { keySlug, readSidewallSize, type SidewallSize } from "@/lib/tires/sidewall-size";
import { describeService, describeSize } from "@/lib/tires/size-parts";

const EXAMPLE = "225/65R17";
const EXAMPLE_SIZE = (readSidewallSize(EXAMPLE) as { ok: true; size: SidewallSize }).size;

/**
 * "Search by tire size": reads the size however it is typed (225/65R17, 225 65 17, 2256517,
 * LT265/70R17, and the truck, farm, industrial and earthmover sizes: 11R22.5, 18.4-38, 6.50-10,
 * 27.00R49), with the load index and speed rating printed after it ("LT265/70R17 121/118S"),
 * opens its results page set to that rating, and explains the sidewall using the customer's own
 * size as soon as it reads one.
 */
export function SizeSearchBox({ sizes, phone }: { sizes: readonly string[]; phone: string }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const read = readSidewallSize(text);
  const shown = read.ok ? read.size : EXAMPLE_SIZE;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!read.ok) return setError(read.message);
    const slug = keySlug(read.size.key);
    if (!sizes.includes(slug))
      return setError(
        `We don't list ${read.size.key} tires online. Call us at ${phone} and we'll find them for you.`,
      );
    setError(null);
    // The page sets apart tires rated below the customer's own (lib/tires/service-filter.ts).
    router.push(`/tires/size/${slug}${serviceQuery(serviceFilterOf(read))}`);
  }

  return (
    <div className="card p-5 sm:p-6">
      {/* Sent before the scripts start, or without them, the size goes to the site search, which
          opens its page: a size is nothing personal, so GET is right. */}
      <form action="/search" method="get" onSubmit={submit} noValidate aria-label="Search by tire size">
        <label htmlFor={inputId} className="block text-lg font-bold text-ink-900 dark:text-white">
          Search by tire size
        </label>
        <p className="mt-1 text-gray-700 dark:text-gray-300">
          As printed on your tire, for example {EXAMPLE}, 11R22.5 or 18.4-38.
        </p>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            name="q"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={EXAMPLE}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-12 w-full rounded-lg border border-gray-300 bg-white px-4 font-mono text-lg text-gray-900 sm:max-w-xs dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
          />
          <button type="submit" className="btn-primary">
            Find tires
          </button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-2 font-semibold text-red-800 dark:text-red-300">
            {error}
          </p>
        )}
      </form>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold underline">
          How to read the size on your sidewall
        </summary>
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          {read.ok ? "Your size" : "For example"},{" "}
          <strong className="font-mono text-ink-900 dark:text-white">
            {read.ok ? [shown.written, serviceText(read)].filter(Boolean).join(" ") : shown.written}
          </strong>
          , means:
        </p>
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          {[...describeSize(shown), ...(read.ok ? describeService(read.load, read.speed) : [])].map(
            (part) => (
              <Part key={`${part.term}-${part.text}`} term={part.term} text={part.text} />
            ),
          )}
        </dl>
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
          The number and letter after the size (such as 98H) are the load index and speed rating. Your
          vehicle&apos;s sizes are also on the sticker inside the driver&apos;s door.
        </p>
      </details>
    </div>
  );
}

function Part({ term, text }: { term: string; text: string }) {
  return (
    <div className="flex gap-3">
      <dt className="min-w-12 rounded bg-gray-100 px-2 py-1 text-center font-mono font-bold text-ink-900 dark:bg-gray-800 dark:text-white">
        {term}
      </dt>
      <dd className="self-center text-gray-800 dark:text-gray-200">{text}</dd>
    </div>
  );
}
