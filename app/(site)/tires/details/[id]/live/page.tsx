import type { Metadata } from "next";
import { TireDetails, tireDetailsMetadata } from "@/components/tires/product/tire-details";

/**
 * A product page not built ahead of time, rendered per request (with the request's script nonce).
 * proxy.ts rewrites /tires/details/{id} here, so the address stays the product's own; the canonical
 * is that address too.
 */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/tires/details/[id]/live">): Promise<Metadata> {
  return tireDetailsMetadata((await params).id);
}

export default async function LiveTireDetailsPage({ params }: PageProps<"/tires/details/[id]/live">) {
  return <TireDetails id={(await params).id} />;
}
