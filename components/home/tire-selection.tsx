import Link from "next/link";
import { tireSelection } from "@/data/home";
import { SvgImage } from "@/components/ui/svg-image";

export function TireSelection() {
  return (
    <section className="bg-gray-50 py-16 sm:py-20 dark:bg-gray-900/40" aria-labelledby="tire-selection-title">
      <div className="container-page">
        <h2 id="tire-selection-title" className="section-title">
          Our Tire Selection
        </h2>
        <p className="section-lead">
          Seven kinds of customers, one tire dealer. Whatever rolls on your land, road or job site, we stock
          it, mount it and stand behind it.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tireSelection.map((card) => (
            <li key={card.title} className="card flex flex-col overflow-hidden">
              <SvgImage
                src={card.imageUrl}
                alt=""
                width={480}
                height={320}
                className="aspect-[3/2] w-full bg-gray-100 object-cover dark:bg-gray-800"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-ink-900 dark:text-white">{card.title}</h3>
                <p className="mt-2 flex-1 text-gray-700 dark:text-gray-300">{card.description}</p>
                <div className="mt-5 flex flex-wrap gap-3">
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
