import { FaqList } from "@/components/content/faq-list";
import { SmartLink } from "@/components/ui/smart-link";
import { retailBenefits, retailCard, retailDisclosure, retailFaqs } from "@/data/finance";
import { BenefitGrid } from "./benefit-grid";

export function RetailFinancing() {
  return (
    <div className="space-y-12">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <h2 className="section-title">{retailCard.headline}</h2>
          <p className="section-lead">{retailCard.paragraph}</p>
          <p className="mt-6 inline-block rounded-lg bg-brand-400 px-4 py-3 text-lg font-bold text-ink-900">
            {retailCard.offer}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <SmartLink href={retailCard.apply.href} className="btn-dark">
              {retailCard.apply.label}
            </SmartLink>
            <SmartLink href={retailCard.manage.href} className="btn-outline-dark">
              {retailCard.manage.label}
            </SmartLink>
          </div>
        </div>
        <CreditCardArt name={retailCard.name} />
      </div>
      <div>
        <h3 className="text-2xl font-bold text-ink-900 dark:text-white">Cardholder benefits</h3>
        <BenefitGrid benefits={retailBenefits} />
      </div>
      <aside
        className="rounded-xl border border-gray-200 bg-gray-50 p-6 text-sm dark:border-gray-800 dark:bg-gray-900"
        aria-labelledby="retail-disclosure-title"
      >
        <h3 id="retail-disclosure-title" className="font-bold text-ink-900 dark:text-white">
          {retailDisclosure.title}
        </h3>
        <ul className="mt-3 space-y-2 text-gray-700 dark:text-gray-300">
          {retailDisclosure.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </aside>
      <div>
        <h3 className="mb-4 text-2xl font-bold text-ink-900 dark:text-white">Retail financing questions</h3>
        <FaqList faqs={retailFaqs} />
      </div>
    </div>
  );
}

function CreditCardArt({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-sm">
      <div className="relative aspect-[1.586] rounded-2xl bg-gradient-to-br from-ink-900 via-gray-800 to-ink-700 p-6 text-white shadow-2xl">
        <div className="h-9 w-12 rounded-md bg-gradient-to-br from-brand-300 to-brand-600" />
        <p className="absolute bottom-14 left-6 font-mono text-lg tracking-[0.2em]">•••• •••• •••• 1947</p>
        <p className="absolute bottom-6 left-6 text-sm font-bold tracking-wider uppercase">{name}</p>
        <div className="absolute top-6 right-6 h-10 w-10 rounded-full border-4 border-brand-400" />
      </div>
    </div>
  );
}
