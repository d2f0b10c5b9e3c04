import type { ReactNode } from "react";
import { OpenAccessWarning } from "@/components/status/open-access-warning";
import { StaffHeader } from "@/components/status/staff-header";

/** Internal pages for store staff and operators: their own plain frame, never indexed. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <StaffHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <OpenAccessWarning />
        {children}
      </main>
    </>
  );
}
