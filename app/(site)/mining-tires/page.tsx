import { CategoryPage } from "@/components/catalog/category-page";
import { miningTiresPage } from "@/lib/content/category-pages/mining";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: miningTiresPage.metaTitle,
  description: miningTiresPage.metaDescription,
  path: "/mining-tires",
});

export default function MiningTiresPage() {
  return <CategoryPage content={miningTiresPage} />;
}
