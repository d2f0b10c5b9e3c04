import { CategoryPage } from "@/components/catalog/category-page";
import { otrTiresPage } from "@/lib/content/category-pages/otr";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: otrTiresPage.metaTitle,
  description: otrTiresPage.metaDescription,
  path: "/OTR",
});

export default function OtrTiresPage() {
  return <CategoryPage content={otrTiresPage} />;
}
