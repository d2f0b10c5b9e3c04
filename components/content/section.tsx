import type { ReactNode } from "react";

interface SectionProps {
  id?: string;
  title: string;
  lead?: ReactNode;
  tone?: "plain" | "muted";
  children: ReactNode;
}

/** A page section with its h2; `id` doubles as a link anchor. */
export function Section({ id, title, lead, tone = "plain", children }: SectionProps) {
  const headingId = `${id ?? slug(title)}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`py-14 sm:py-20 ${tone === "muted" ? "bg-gray-50 dark:bg-gray-900/40" : ""}`}
    >
      <div className="container-page">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        {lead && <div className="section-lead">{lead}</div>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
