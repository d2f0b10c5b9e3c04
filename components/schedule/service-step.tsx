import type { WizardService } from "./types";

interface ServiceStepProps {
  services: readonly WizardService[];
  selected: string | null;
  commercialFirst: boolean;
  onChoose: (service: WizardService) => void;
}

/** Step 2: only the services this store offers, with how long each takes. */
export function ServiceStep({ services, selected, commercialFirst, onChoose }: ServiceStepProps) {
  const ordered = commercialFirst
    ? [...services].sort((a, b) => Number(b.commercial) - Number(a.commercial))
    : services;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {ordered.map((service) => {
        const isSelected = service.name === selected;
        return (
          <li key={service.name}>
            <button
              type="button"
              onClick={() => onChoose(service)}
              aria-pressed={isSelected}
              className={`card flex w-full items-center justify-between gap-3 p-5 text-left hover:border-brand-400 ${isSelected ? "border-2 border-brand-500 ring-2 ring-brand-200 dark:ring-brand-700" : ""}`}
            >
              <span>
                <span className="block font-bold text-ink-900 dark:text-white">{service.name}</span>
                {service.onSite ? (
                  <span className="text-sm text-gray-700 dark:text-gray-300">
                    At your site: a service truck comes to you
                  </span>
                ) : (
                  service.commercial && (
                    <span className="text-sm text-gray-700 dark:text-gray-300">Commercial and fleet</span>
                  )
                )}
              </span>
              <span className="shrink-0 rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold text-gray-800 dark:bg-gray-800 dark:text-gray-200">
                {service.onSite ? "On site" : `${service.durationMinutes} min`}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
