"use client";

import { ErrorFrame } from "@/components/layout/error-frame";
import { ErrorMessage } from "@/components/layout/error-message";
import "./globals.css";

/**
 * The root layout itself failed: this replaces it, so it writes the document and loads the
 * stylesheet itself. Fonts and theme scripts are left out; the system font stands in.
 */
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans">
        <ErrorFrame>
          <ErrorMessage retry={retry} digest={error.digest} />
        </ErrorFrame>
      </body>
    </html>
  );
}
