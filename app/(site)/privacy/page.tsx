import { LegalDocument } from "@/components/legal/legal-document";
import { privacyPolicy } from "@/data/legal";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description:
    "How Allegheny Tire & Service collects, uses and protects the information you give us when you request an appointment, contact a store or browse our website.",
  path: "/privacy",
});

export default function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" document={privacyPolicy} />;
}
