import { CategoryPage } from "@/components/catalog/category-page";
import { farmTiresPage } from "@/lib/content/category-pages/farm";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: farmTiresPage.metaTitle,
  description: farmTiresPage.metaDescription,
  path: "/farm-tires",
});

export default function FarmTiresPage() {
  return <CategoryPage content={farmTiresPage} />;
}
