import { LegalDocument } from "@/components/legal/legal-document";
import { termsOfService } from "@/data/legal";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Terms of Service",
  description:
    "The terms for using the Allegheny Tire & Service website: appointment requests, pricing, returns within 30 days, warranties, financing and more.",
  path: "/terms",
});

export default function TermsPage() {
  return <LegalDocument title="Terms of Service" document={termsOfService} />;
}
