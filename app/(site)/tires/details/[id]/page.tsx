import type { Metadata } from "next";
import { TireDetails, tireDetailsMetadata } from "@/components/tires/product/tire-details";
import { prerenderedProductIds } from "@/lib/tires/product-ids";

/*
 * The commercial tires and the first size of each passenger line are built ahead of time; proxy.ts
 * sends the other ~2,750 passenger sizes to their per-request twin (./live). Building all 2,808 took
 * `npm run build` from about 2 to about 8 minutes on two cores (and wrote 1.4 GB). A page kept
 * from its first visit would carry that visitor's script nonce (see lib/security/page-policy.ts),
 * which no later visitor's policy allows: pages are either built here or rendered per request.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return prerenderedProductIds().map((id) => ({ id }));
}

export async function generateMetadata({ params }: PageProps<"/tires/details/[id]">): Promise<Metadata> {
  return tireDetailsMetadata((await params).id);
}

export default async function TireDetailsPage({ params }: PageProps<"/tires/details/[id]">) {
  return <TireDetails id={(await params).id} />;
}
