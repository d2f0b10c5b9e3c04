"use client";

import { ErrorMessage } from "@/components/layout/error-message";

/**
 * A staff page that failed on our side: the staff frame stays around the message. A frame that
 * fails itself (this one or the public site's) is answered by app/global-error.tsx; there is no
 * error page at the root, so the public pages do not load one more script for it.
 */
export default function StaffError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return <ErrorMessage retry={retry} digest={error.digest} />;
}
