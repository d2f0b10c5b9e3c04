import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FeatureList } from "@/components/content/feature-list";
import { JsonLd } from "@/components/seo/json-ld";
import { CalendarIcon, MailIcon } from "@/components/ui/icons";
import { brand } from "@/data/brand";
import { allTires, categoryLabel, categoryPagePath, formatPrice, getTire } from "@/lib/catalog";
import { tireInquiryHref } from "@/lib/catalog/inquiry";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { SvgImage } from "@/components/ui/svg-image";

// Every product page is built ahead of time; an id that is not in the catalog is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return allTires.map((tire) => ({ id: tire.id }));
}

export async function generateMetadata({ params }: PageProps<"/tires/details/[id]">): Promise<Metadata> {
  const tire = getTire((await params).id);
  if (!tire) return {};
  return pageMetadata({
    title: `${tire.brand} ${tire.name} ${tire.size}`,
    description: `${tire.brand} ${tire.name} in ${tire.size}, ${formatPrice(tire.price)} per tire at ${brand.name}. ${tire.application}. ${tire.features.slice(0, 2).join(". ")}.`,
    path: `/tires/details/${tire.id}`,
  });
}

export default async function TireDetailsPage({ params }: PageProps<"/tires/details/[id]">) {
  const tire = getTire((await params).id);
  if (!tire) notFound();
  const categoryPath = categoryPagePath(tire.category);
  const url = new URL(`/tires/details/${tire.id}`, siteUrl).href;

  return (
    <article className="container-page py-10 sm:py-14">
      <nav aria-label="Breadcrumb" className="text-sm text-gray-700 dark:text-gray-300">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link href="/tires" className="underline-offset-4 hover:underline">
              Tires
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <Link href={categoryPath} className="underline-offset-4 hover:underline">
              {categoryLabel(tire.category)}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page" className="font-semibold">
            {tire.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <SvgImage
          src={tire.imageUrl}
          alt={`${tire.brand} ${tire.name} tread`}
          width={320}
          height={320}
          priority
          className="mx-auto aspect-square w-full max-w-md rounded-2xl bg-gray-50 object-contain p-8 dark:bg-gray-800"
        />
        <div>
          <p className="text-sm font-bold tracking-wider text-gray-600 uppercase dark:text-gray-400">
            {tire.brand}
          </p>
          <h1 className="mt-1 text-3xl font-black tracking-tight text-ink-900 sm:text-4xl dark:text-white">
            {tire.name}
          </h1>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-gray-600 dark:text-gray-400">Size</dt>
              <dd className="font-mono font-semibold">{tire.size}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600 dark:text-gray-400">Category</dt>
              <dd className="font-semibold">{categoryLabel(tire.category)}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600 dark:text-gray-400">Application</dt>
              <dd className="font-semibold">{tire.application}</dd>
            </div>
          </dl>
          <p className="mt-6 text-3xl font-black text-ink-900 dark:text-white">
            {formatPrice(tire.price)}{" "}
            <span className="text-base font-medium text-gray-600 dark:text-gray-400">per tire</span>
          </p>
          <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{tire.description}</p>
          <h2 className="mt-6 text-lg font-bold text-ink-900 dark:text-white">Features</h2>
          <FeatureList items={tire.features} className="mt-3" />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={tireInquiryHref(tire)} className="btn-primary">
              <MailIcon size={18} />
              Request Information
            </a>
            <Link href="/schedule" className="btn-dark">
              <CalendarIcon size={18} />
              Schedule Service
            </Link>
            <Link href={categoryPath} className="btn-outline-dark">
              More {categoryLabel(tire.category)} Tires
            </Link>
          </div>
          <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">
            Price is per tire, before mounting, fees and tax. Availability varies by store.
          </p>
        </div>
      </div>

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Product",
          name: `${tire.brand} ${tire.name} ${tire.size}`,
          brand: { "@type": "Brand", name: tire.brand },
          description: tire.description,
          image: new URL(tire.imageUrl, siteUrl).href,
          sku: tire.id,
          category: `${categoryLabel(tire.category)} Tires`,
          url,
          offers: {
            "@type": "Offer",
            price: tire.price.toFixed(2),
            priceCurrency: "USD",
            availability: "https://schema.org/InStock",
            url,
            seller: { "@type": "Organization", name: brand.name },
          },
        }}
      />
    </article>
  );
}
