import { connection } from "next/server";
import { RotaForm } from "@/components/admin/dispatch/rota-form";
import { PageHero } from "@/components/content/page-hero";
import { findLocation } from "@/data/locations";
import { staffPage } from "@/lib/auth/staff-page";
import { roadServiceSettings } from "@/lib/road-calls/road-service-stores";
import { onCallCrew } from "@/lib/road-service/on-call";
import { rotationText } from "@/lib/road-service/rota-rules";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { callStoresOf, DISPATCH_ROLES } from "@/lib/staff/road-call-permissions";
import { hasRole } from "@/lib/staff/roles";

export const metadata = pageMetadata({
  title: "Road-service settings",
  description: "Internal: how far each store's trucks go for a breakdown, and who is on call.",
  path: "/admin/road-service",
  noIndex: true,
});

function when(at: number, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(at);
}

/**
 * Each store's reach for breakdowns and its on-call rotation, with who is on call now. Operators
 * change them; the 24/7 desk and store staff (their own stores) read them.
 */
export default async function RoadServiceSettingsPage() {
  await connection();
  const member = await staffPage("/admin/road-service", DISPATCH_ROLES);
  const scope = callStoresOf(member);
  const editable = hasRole(member, "Staff.Operator");
  const settings = (await roadServiceSettings()).filter((s) => !scope || scope.includes(s.storeId));
  const now = Date.now(); // eslint-disable-line react-hooks/purity -- read once per request, for "on call now"
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="Road-service settings"
        lead="How far each store's service trucks go for a breakdown, and who is on call. A call goes to the nearest store whose reach covers it; its crew on call hears by text and e-mail."
      />
      <div className="container-page grid gap-6 py-6 sm:py-10 lg:grid-cols-2">
        {settings.map((store) => {
          const location = findLocation(store.storeId)!;
          const onCall = onCallCrew(store, location.timeZone, now);
          return (
            <section
              key={store.storeId}
              aria-labelledby={`store-${store.storeId}`}
              className="card space-y-3 p-5"
            >
              <h2 id={`store-${store.storeId}`} className="text-xl font-bold text-ink-900 dark:text-white">
                {location.name}
              </h2>
              <p className="text-sm">
                {onCall
                  ? `On call now: ${onCall.crew.name}, until ${when(onCall.until, location.timeZone)}.`
                  : "Nobody on call: breakdowns near this store go to the next store in reach."}
                {store.saved ? ` Last saved by ${store.saved.updatedBy}.` : " The opening settings."}
              </p>
              {editable ? (
                <RotaForm
                  storeName={location.name}
                  initial={{
                    storeId: store.storeId,
                    reach: String(store.reachMiles),
                    rotation: rotationText(store.rotation),
                    updatedAt: store.saved ? String(store.saved.updatedAt) : "",
                    problems: {},
                    message: null,
                    saved: false,
                  }}
                />
              ) : (
                <dl className="grid grid-cols-[8rem_1fr] gap-1 text-sm">
                  <dt className="font-semibold">Reach</dt>
                  <dd>{store.reachMiles} miles</dd>
                  <dt className="font-semibold">Rotation</dt>
                  <dd>{store.rotation.map((c) => c.name).join(", ") || "Nobody"}</dd>
                </dl>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
