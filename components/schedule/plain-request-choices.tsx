import { FormAlert } from "@/components/ui/form-alert";
import { fieldInputClass, fieldLabelClass } from "@/components/ui/form-fields";
import type { Location } from "@/data/locations";
import type { SchedulerService } from "@/data/scheduler-services";
import { isOnSiteService } from "@/lib/scheduling/visit";

/**
 * The plain request form's first part: store, service and day. A GET form (nothing personal),
 * so the address names the choice and the page lists that day's free times.
 */
export function PlainRequestChoices({
  stores,
  services,
  chosen,
  problem,
  dates,
}: {
  stores: readonly Pick<Location, "id" | "name">[];
  services: readonly SchedulerService[];
  chosen: { storeId: number | null; serviceSlug: string; date: string };
  problem: string | null;
  /** The first and last bookable day. */
  dates: { min: string; max: string };
}) {
  const atStore = services.filter((s) => !isOnSiteService(s));
  const onSite = services.filter(isOnSiteService);
  return (
    <form action="/schedule/request" method="get" className="card space-y-5 p-5 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-3">
        <div>
          <label htmlFor="plain-store" className={fieldLabelClass}>
            Store*
          </label>
          <select
            id="plain-store"
            name="store"
            defaultValue={chosen.storeId ?? ""}
            className={fieldInputClass}
          >
            <option value="">Choose a store</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="plain-service" className={fieldLabelClass}>
            Service*
          </label>
          <select
            id="plain-service"
            name="service"
            defaultValue={chosen.serviceSlug}
            className={fieldInputClass}
          >
            <option value="">Choose a service</option>
            <optgroup label="At the store">
              {atStore.map((service) => (
                <option key={service.slug} value={service.slug}>
                  {service.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="At your site">
              {onSite.map((service) => (
                <option key={service.slug} value={service.slug}>
                  {service.name}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div>
          <label htmlFor="plain-date" className={fieldLabelClass}>
            Date*
          </label>
          <input
            id="plain-date"
            type="date"
            name="date"
            defaultValue={chosen.date}
            min={dates.min}
            max={dates.max}
            className={`${fieldInputClass} dark:[color-scheme:dark]`}
          />
        </div>
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
      <button type="submit" className="btn-dark">
        Show open times
      </button>
    </form>
  );
}
