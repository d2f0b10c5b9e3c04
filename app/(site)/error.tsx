"use client";

import { ErrorMessage } from "@/components/layout/error-message";

/** A page of the site that failed on our side: the site's header and footer stay around the message. */
export default function SiteError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return <ErrorMessage retry={retry} digest={error.digest} />;
}
