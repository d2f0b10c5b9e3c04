import { NotFoundMessage, notFoundMetadata } from "@/components/layout/not-found-message";

export const metadata = notFoundMetadata;

/*
 * For a page of the site that calls notFound(): the site layout around it gives the header and
 * footer. Next.js writes a segment's not-found page into the payload of every page below it;
 * without this file that would be the root one, frame included, a second time on every page.
 */
export default function NotFound() {
  return <NotFoundMessage />;
}
