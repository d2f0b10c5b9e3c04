"use client";

import { ErrorFrame, ErrorMessage } from "@/components/layout/error-message";

/**
 * A staff page, or a frame itself, that failed on our side. Rendered in the root layout, outside
 * the route groups' frames, so it brings a small one of its own.
 */
export default function RootError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <ErrorFrame>
      <ErrorMessage retry={retry} digest={error.digest} />
    </ErrorFrame>
  );
}
