import type { LegalDocument as LegalDocumentData } from "@/data/legal";

/** A policy page: effective date, intro and numbered sections with a table of contents. */
export function LegalDocument({ title, document }: { title: string; document: LegalDocumentData }) {
  return (
    <article className="container-page max-w-4xl py-12 sm:py-16">
      <h1 className="text-4xl font-black tracking-tight text-ink-900 sm:text-5xl dark:text-white">{title}</h1>
      <p className="mt-3 font-semibold text-gray-700 dark:text-gray-300">
        Effective date: {document.effectiveDate}
      </p>
      <p className="mt-6 text-lg text-gray-700 dark:text-gray-300">{document.intro}</p>
      <nav aria-label="Contents" className="mt-8 rounded-xl bg-gray-50 p-6 dark:bg-gray-900">
        <h2 className="font-bold text-ink-900 dark:text-white">Contents</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-gray-800 marker:font-semibold dark:text-gray-200">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="mt-10 space-y-10">
        {document.sections.map((section, index) => (
          <li key={section.id} id={section.id}>
            <h2 className="text-2xl font-bold text-ink-900 dark:text-white">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 text-gray-700 dark:text-gray-300">
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.bullets && (
                <ul className="list-disc space-y-1 pl-6">
                  {section.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}
