import Link from "next/link";
import { PageHero } from "@/components/content/page-hero";
import { Section } from "@/components/content/section";
import { BrandStrip } from "@/components/tires/brand-strip";
import { SizeSearchBox } from "@/components/tires/size-search-box";
import { ArrowRightIcon } from "@/components/ui/icons";
import { TireShopSelector } from "@/components/vehicles/tire-shop-selector";
import { passengerBrands } from "@/data/tires/brands";
import { tireCategories } from "@/lib/tires/category-tires";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { sizePageSlugs } from "@/lib/tires/size-page";
import { brand } from "@/data/brand";
import { SvgImage } from "@/components/ui/svg-image";

export const metadata = pageMetadata({
  title: "Find The Perfect Tires",
  description:
    "Shop passenger, light truck, commercial, farm, industrial, mining and OTR tires from Goodyear, Michelin, Cooper, BF Goodrich, Falken and more at Allegheny Tire.",
  path: "/tires",
});

const INFO_CARDS = [
  {
    title: "Brands we trust",
    text: "We have sold and serviced the major brands for decades and know which tire fits how you drive, haul or work.",
    href: "/about#brands",
    label: "Our brand expertise",
  },
  {
    title: "Professional installation",
    text: "Every tire is mounted, balanced and torqued to spec by trained technicians, with TPMS service and old-tire recycling.",
    href: "/services#installation",
    label: "Installation and balancing",
  },
] as const;

export default function TiresPage() {
  return (
    <>
      <PageHero
        eyebrow="Tires for every terrain"
        title="Find The Perfect Tires"
        lead="Passenger cars to haul trucks: choose a category, or tell us your vehicle and we'll find the size that fits."
      />

      <TireShopSelector />

      <div className="container-page -mt-4 pb-12">
        <SizeSearchBox sizes={sizePageSlugs()} phone={brand.phone} />
      </div>

      <Section
        id="categories"
        title="Shop by Category"
        lead="Every category is stocked at our stores and backed by our service crews."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tireCategories.map((category) => (
            <li key={category.id}>
              <Link
                href={category.path}
                className="card group flex h-full flex-col overflow-hidden hover:border-brand-400 hover:shadow-md"
              >
                <SvgImage
                  src={category.imageUrl}
                  alt=""
                  width={480}
                  height={320}
                  className="aspect-[3/2] w-full bg-gray-100 object-cover dark:bg-gray-800"
                />
                <span className="flex flex-1 flex-col p-5">
                  <span className="flex items-center justify-between text-lg font-bold text-ink-900 dark:text-white">
                    {category.name}
                    <ArrowRightIcon className="transition-transform group-hover:translate-x-1" />
                  </span>
                  <span className="mt-2 text-gray-700 dark:text-gray-300">{category.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="brands"
        title="Brands We Carry"
        tone="muted"
        lead="Name brands and proven value lines, all installed by our own technicians."
      >
        <BrandStrip brands={passengerBrands} label="Tire brands we carry" />
      </Section>

      <section className="py-14 sm:py-20" aria-label="Why buy from us">
        <div className="container-page grid gap-6 md:grid-cols-2">
          {INFO_CARDS.map((card) => (
            <div key={card.href} className="card flex flex-col p-6">
              <h2 className="text-xl font-bold text-ink-900 dark:text-white">{card.title}</h2>
              <p className="mt-2 flex-1 text-gray-700 dark:text-gray-300">{card.text}</p>
              <Link href={card.href} className="btn-dark mt-5 self-start text-sm">
                {card.label}
              </Link>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
