import { FaqList } from "@/components/content/faq-list";
import { FeatureList } from "@/components/content/feature-list";
import { SmartLink } from "@/components/ui/smart-link";
import {
  commercialBenefits,
  commercialCredit,
  commercialFaqs,
  commercialTerms,
  requiredDocuments,
} from "@/data/finance";
import { BenefitGrid } from "./benefit-grid";

export function CommercialFinancing() {
  return (
    <div className="space-y-12">
      <div>
        <h2 className="section-title">{commercialCredit.headline}</h2>
        <p className="section-lead">{commercialCredit.paragraph}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <SmartLink href={commercialCredit.apply.href} className="btn-dark">
            {commercialCredit.apply.label}
          </SmartLink>
          <p className="text-sm text-gray-700 dark:text-gray-300">{commercialCredit.applyNote}</p>
        </div>
      </div>
      <div>
        <h3 className="text-2xl font-bold text-ink-900 dark:text-white">Why open a commercial account</h3>
        <BenefitGrid benefits={commercialBenefits} />
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-bold text-ink-900 dark:text-white">Terms</h3>
          <dl className="mt-6 space-y-4">
            {commercialTerms.map((term) => (
              <div key={term.title} className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
                <dt className="font-bold text-ink-900 dark:text-white">{term.title}</dt>
                <dd className="mt-1 text-gray-700 dark:text-gray-300">{term.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className="text-2xl font-bold text-ink-900 dark:text-white">Required documentation</h3>
          <div className="card mt-6 p-6">
            <FeatureList items={requiredDocuments} />
          </div>
        </div>
      </div>
      <div>
        <h3 className="mb-4 text-2xl font-bold text-ink-900 dark:text-white">
          Commercial financing questions
        </h3>
        <FaqList faqs={commercialFaqs} />
      </div>
    </div>
  );
}
