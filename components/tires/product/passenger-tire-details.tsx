import Link from "next/link";
import { Suspense } from "react";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { MyStoreCallLink } from "@/components/locations/my-store-call-link";
import { JsonLd } from "@/components/seo/json-ld";
import { SvgImage } from "@/components/ui/svg-image";
import { ProductStock } from "@/components/tires/stock/product-stock";
import { PRICE_TIER_LABELS } from "@/data/tires/passenger";
import { stockStores } from "@/lib/inventory/stock-stores";
import { passengerTireSchema } from "@/lib/seo/tire-product-json-ld";
import { vehiclesOnSize } from "@/lib/tires/fitment";
import { otherSizesOfLine, productImage, type PassengerProduct } from "@/lib/tires/product";
import { TIRES_PER_SET } from "@/lib/tires/set-price";
import { parseSizeQuery, sizeSlug } from "@/lib/tires/size";
import { TYPE_LABELS, sizePagePath } from "@/lib/tires/size-page";
import { serviceDescription } from "@/lib/tires/specs";
import { LineSizeLinks } from "./line-size-links";
import { PlainScheduleInstallationLink, ScheduleInstallationLink } from "./schedule-installation-link";
import { SetPricePanel } from "./set-price-panel";
import { TireSpecTable } from "./tire-spec-table";
import { VehicleFitmentList } from "./vehicle-fitment-list";
import { WarrantyNote } from "./warranty-note";

/** The product page of a passenger or light-truck tire in one size. Server-rendered only. */
export function PassengerTireDetails({ product }: { product: PassengerProduct }) {
  const { offer, line } = product;
  const parsed = parseSizeQuery(offer.size);
  const sizePath = parsed.ok ? sizePagePath(sizeSlug(parsed.size)) : "/tires";
  const image = productImage(offer.type);

  return (
    <article className="container-page py-10 sm:py-14">
      <Breadcrumbs
        items={[
          { label: "Tires", href: "/tires" },
          { label: `${offer.size} Tires`, href: sizePath },
          { label: `${offer.brand} ${offer.name}` },
        ]}
      />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
        <SvgImage
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          priority
          className="mx-auto aspect-[4/3] w-full max-w-xs rounded-2xl bg-gray-50 object-contain p-4 sm:max-w-md sm:p-6 lg:sticky lg:top-6 dark:bg-gray-800"
        />
        <div>
          <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
            <span className="rounded-full bg-gray-100 px-2.5 py-1 text-gray-800 dark:bg-gray-800 dark:text-gray-200">
              {TYPE_LABELS[offer.type]}
            </span>
            <span className="rounded-full bg-brand-100 px-2.5 py-1 text-ink-900 dark:bg-brand-700/40 dark:text-brand-100">
              {PRICE_TIER_LABELS[offer.tier]}
            </span>
          </div>
          <h1 className="mt-3 text-3xl font-black tracking-tight text-ink-900 sm:text-4xl dark:text-white">
            {offer.brand} {offer.name}
            <span className="mt-1 block font-mono text-2xl font-bold text-gray-700 sm:text-3xl dark:text-gray-300">
              {" "}
              {offer.size} {serviceDescription(offer)}
            </span>
          </h1>
          <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{line.description}</p>

          <div className="mt-6">
            <SetPricePanel pricePerTire={offer.price} />
          </div>
          {/* The set the installation link books: its stock at the visitor's store, asked after loading. */}
          <div className="mt-4">
            <ProductStock offerId={offer.id} quantity={TIRES_PER_SET} stores={stockStores()} />
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Suspense fallback={<PlainScheduleInstallationLink tireId={offer.id} />}>
              <ScheduleInstallationLink tireId={offer.id} />
            </Suspense>
            <MyStoreCallLink className="btn-outline-dark" />
            <Link href={sizePath} className="btn-outline-dark">
              Compare {offer.size} Tires
            </Link>
          </div>
          <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">
            The out-the-door price is an estimate with the state&apos;s tire fee and sales tax; the store
            confirms the final price before the work. Booking an installation sets your tires aside at the
            store.
          </p>
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <TireSpecTable product={product} />
        <WarrantyNote brandName={offer.brand} miles={line.warrantyMiles} />
      </div>
      <div className="mt-12 space-y-12">
        <VehicleFitmentList size={offer.size} fitments={vehiclesOnSize(offer.size)} />
        <LineSizeLinks lineName={`${offer.brand} ${offer.name}`} groups={otherSizesOfLine(offer)} />
      </div>

      <JsonLd data={passengerTireSchema(product)} />
    </article>
  );
}
