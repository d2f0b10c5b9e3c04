import { CategoryPage } from "@/components/catalog/category-page";
import { industrialTiresPage } from "@/lib/content/category-pages/industrial";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: industrialTiresPage.metaTitle,
  description: industrialTiresPage.metaDescription,
  path: "/industrial-tires",
});

export default function IndustrialTiresPage() {
  return <CategoryPage content={industrialTiresPage} />;
}
