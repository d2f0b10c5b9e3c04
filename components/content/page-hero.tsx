import type { ReactNode } from "react";
import { HeroScene } from "@/components/ui/hero-scene";

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** A wide SVG scene under public/images/hero/. */
  image?: string;
  children?: ReactNode;
}

/** The dark banner that opens every content page, with the page's only h1. */
export function PageHero({ title, eyebrow, lead, image, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-ink-900 text-white" aria-labelledby="page-title">
      {image && <HeroScene src={image} className="absolute inset-0 -z-20 h-full w-full" />}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-900 via-ink-900/90 to-ink-900/50" />
      <div className="container-page py-14 sm:py-20">
        {eyebrow && <p className="text-sm font-bold tracking-[0.2em] text-brand-400 uppercase">{eyebrow}</p>}
        <h1 id="page-title" className="mt-3 max-w-3xl text-4xl font-black tracking-tight sm:text-5xl">
          {title}
        </h1>
        {lead && <div className="mt-5 max-w-2xl text-lg text-gray-200">{lead}</div>}
        {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
      </div>
    </section>
  );
}
