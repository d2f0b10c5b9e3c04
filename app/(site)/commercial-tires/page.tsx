import { CategoryPage } from "@/components/catalog/category-page";
import { commercialTiresPage } from "@/lib/content/category-pages/commercial";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: commercialTiresPage.metaTitle,
  description: commercialTiresPage.metaDescription,
  path: "/commercial-tires",
});

export default function CommercialTiresPage() {
  return <CategoryPage content={commercialTiresPage} />;
}
