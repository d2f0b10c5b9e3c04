import type { Metadata } from "next";

interface PageMetadataInput {
  /** The page's own title; the root layout adds " | Allegheny Tire". */
  title: string;
  description: string;
  path: string;
  noIndex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags for a page, all from one place. */
export function pageMetadata({ title, description, path, noIndex = false }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: "website" },
    twitter: { card: "summary_large_image", title, description },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}
