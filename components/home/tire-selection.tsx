import Link from "next/link";
import { tireSelection } from "@/lib/content/home";
import { SvgImage } from "@/components/ui/svg-image";

export function TireSelection() {
  return (
    <section className="bg-gray-50 py-16 sm:py-20 dark:bg-gray-900/40" aria-labelledby="tire-selection-title">
      <div className="container-page">
        <h2 id="tire-selection-title" className="section-title">
          Our Tire Selection
        </h2>
        <p className="section-lead">
          Drivers, fleets, farms, mines and industry: one tire dealer. Whatever rolls on your land, road or
          job site, we stock it, mount it and stand behind it.
        </p>
        <ul className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {tireSelection.map((card) => (
            // On a phone each card is a row (picture beside the words), so the vehicle finder below
            // comes about a screen sooner; from sm up, the picture sits on top.
            <li
              key={card.title}
              className="card grid grid-cols-[6.5rem_1fr] overflow-hidden sm:flex sm:flex-col"
            >
              <SvgImage
                src={card.imageUrl}
                alt=""
                width={480}
                height={320}
                className="h-full w-full bg-gray-100 object-contain sm:aspect-[3/2] sm:h-auto sm:object-cover dark:bg-slate-800"
              />
              <div className="flex flex-1 flex-col p-4 sm:p-6">
                <h3 className="text-lg font-bold text-ink-900 sm:text-xl dark:text-white">{card.title}</h3>
                <p className="mt-1 flex-1 text-sm text-gray-700 sm:mt-2 sm:text-base dark:text-gray-300">
                  {card.description}
                </p>
                <div className="mt-3 flex flex-wrap gap-2 sm:mt-5 sm:gap-3">
                  {card.links.map((link) => (
                    <Link key={link.href} href={link.href} className="btn-dark text-sm">
                      {link.label}
                    </Link>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
