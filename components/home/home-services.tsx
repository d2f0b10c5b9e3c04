import Link from "next/link";
import { CalendarIcon } from "@/components/ui/icons";
import { homeServices, type HomeService } from "@/lib/content/home";
import { scheduleHref } from "@/lib/scheduling/schedule-link";

export function HomeServices() {
  return (
    <section className="py-16 sm:py-20" aria-labelledby="home-services-title">
      <div className="container-page">
        <h2 id="home-services-title" className="section-title">
          Our Services
        </h2>
        <p className="section-lead">
          Certified technicians, honest recommendations and the equipment to do the job right the first time.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homeServices.map((service) => (
            <li key={service.title} className="card flex flex-col p-6">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-400 text-ink-900">
                <ServiceIcon icon={service.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink-900 dark:text-white">{service.title}</h3>
              <p className="mt-2 flex-1 text-gray-700 dark:text-gray-300">{service.description}</p>
              <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
                <Link
                  href={`/services#${service.serviceId}`}
                  className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline decoration-brand-400 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:text-brand-300"
                >
                  Learn more<span className="sr-only"> about {service.title}</span>
                </Link>
                <Link
                  href={scheduleHref({ service: service.scheduleService })}
                  className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-gray-700 underline underline-offset-4 hover:text-ink-900 dark:text-gray-300 dark:hover:text-white"
                >
                  <CalendarIcon size={16} />
                  Book<span className="sr-only"> {service.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link href="/services" className="btn-dark">
            View All Services
          </Link>
        </div>
      </div>
    </section>
  );
}

function ServiceIcon({ icon }: { icon: HomeService["icon"] }) {
  const paths: Record<HomeService["icon"], string> = {
    install:
      "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 6a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM12 2v4M12 18v4M2 12h4M18 12h4",
    alignment: "M4 20 20 4M4 4h6M4 4v6M20 20h-6M20 20v-6M12 3v18",
    rotation: "M21 12a9 9 0 1 1-3-6.7M21 3v6h-6",
    repair: "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z",
  };
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[icon]} />
    </svg>
  );
}
