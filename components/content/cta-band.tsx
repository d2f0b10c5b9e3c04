import type { ReactNode } from "react";

/** The closing call to action at the foot of a page. */
export function CtaBand({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <section
      className="border-t-4 border-brand-400 bg-brand-400 text-ink-900 dark:bg-gray-900 dark:text-white"
      aria-labelledby="cta-title"
    >
      <div className="container-page flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-2xl font-extrabold sm:text-3xl">
            {title}
          </h2>
          <div className="mt-2 text-lg">{text}</div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
