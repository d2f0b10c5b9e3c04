import type { tireBrands } from "@/data/tires/brands";
import type { Location } from "@/data/locations";
import type { TireCategoryId } from "@/data/tires";

export type BrandId = keyof typeof tireBrands;

export interface InfoCard {
  title: string;
  text: string;
  /** Brands shown on the card (mining application cards show their brands' logos). */
  brandIds?: BrandId[];
  /** A number to call, shown under the text as a link (for cards that say "call us"). */
  call?: { label: string; phone: string };
}

/** A titled group of cards: benefits, sub-categories, applications, advantages, equipment types. */
export interface CardBlock {
  id: string;
  title: string;
  intro?: string;
  cards: InfoCard[];
}

/** A prefilled e-mail link. */
export interface MailCta {
  label: string;
  to: string;
  subject: string;
  body: string;
}

export interface CategoryPageContent {
  category: TireCategoryId;
  /** Page title (the layout adds " | Allegheny Tire"). */
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  heading: string;
  intro: string;
  heroImage: string;
  /** Rendered in order between the hero and the tire grid. */
  blocks: CardBlock[];
  /** A bullet list of features (the OTR page). */
  features?: { title: string; intro?: string; items: string[] };
  brandStrip?: { title: string; intro?: string; brandIds: BrandId[] };
  grid: { title: string; intro: string };
  /** Closing panel: text, the mail link, and page links (e.g. /schedule, /contact, /find-us). */
  contact: {
    title: string;
    text: string;
    mail: MailCta;
    links: { label: string; href: string }[];
    /** The stores that do this page's service on site, each with its number to call. */
    serviceStores?: { title: string; stores: readonly Location[] };
  };
}
