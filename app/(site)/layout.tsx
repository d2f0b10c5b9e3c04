import type { ReactNode } from "react";
import { PublicChrome } from "@/components/layout/public-chrome";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <PublicChrome>{children}</PublicChrome>;
}
