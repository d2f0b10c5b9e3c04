import Link from "next/link";
import { connection } from "next/server";
import { LiveRefresh } from "@/components/ui/live-refresh";
import { RoadCallCard } from "@/components/admin/dispatch/road-call-card";
import { PageNotice } from "@/components/admin/page-notice";
import { PageHero } from "@/components/content/page-hero";
import { staffPage } from "@/lib/auth/staff-page";
import { dispatchBoard, rollingTimes } from "@/lib/road-calls/dispatch-board";
import { dispatchNotice } from "@/lib/road-service-form/dispatch-notices";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { callStoresOf, DISPATCH_ROLES, mayActForStore } from "@/lib/staff/road-call-permissions";
import { hasRole } from "@/lib/staff/roles";

export const metadata = pageMetadata({
  title: "Road calls",
  description:
    "Internal: breakdown calls waiting for a crew and in progress, with each store's service trucks.",
  path: "/admin/dispatch",
  noIndex: true,
});

const REFRESH_SECONDS = 15;

/**
 * The dispatch board, made for a phone in a service truck: open breakdown calls (the longest
 * waiting first), the step each crew can take, and the last day's closed calls. The 24/7 desk and
 * operators see every store; store staff their own. Operators also see time to rolling.
 */
export default async function DispatchPage({ searchParams }: PageProps<"/admin/dispatch">) {
  await connection();
  const member = await staffPage("/admin/dispatch", DISPATCH_ROLES);
  const scope = callStoresOf(member);
  const board = await dispatchBoard(scope);
  const now = board.now;
  const params = await searchParams;
  const said =
    typeof params.said === "string" && typeof params.call === "string"
      ? dispatchNotice(params.said, params.call)
      : null;
  const times = hasRole(member, "Staff.Operator") ? await rollingTimes(6, now) : [];
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="Road calls"
        lead="Breakdown calls from the website and the 24/7 line. A call not taken within 10 minutes goes to the next store in reach, then to the 24/7 desk."
      />
      <div className="container-page space-y-8 py-6 sm:py-10">
        <LiveRefresh seconds={REFRESH_SECONDS} />
        <PageNotice notice={said} />
        <section aria-labelledby="open-heading" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="open-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
              Open calls ({board.open.length})
            </h2>
            <Link href="/admin/dispatch" className="text-sm font-semibold underline">
              Refresh
            </Link>
          </div>
          {board.open.length === 0 ? (
            <p className="text-gray-700 dark:text-gray-300">
              No open calls. New ones appear here by themselves.
            </p>
          ) : (
            board.open.map((call) => (
              <RoadCallCard
                key={call.reference}
                call={call}
                stores={board.stores.filter((s) => mayActForStore(member, s.storeId))}
                mayAct={
                  mayActForStore(member, call.storeId) ||
                  (call.status === "received" && board.stores.length > 0)
                }
                memberName={member.name}
                clashes={board.clashes.get(call.reference) ?? []}
                driverTexts={board.driverTexts.get(call.reference) ?? []}
                now={now}
              />
            ))
          )}
        </section>

        <section aria-labelledby="trucks-heading" className="space-y-3">
          <h2 id="trucks-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
            Service trucks, next four hours
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {board.stores.map((store) => (
              <li key={store.storeId} className="card p-4 text-sm">
                <p className="font-bold">{store.name}</p>
                <p>On call: {store.onCall ?? "nobody listed"}</p>
                <ul className="mt-1">
                  {store.trucks.map((t) => (
                    <li key={t.unit}>
                      Truck {t.unit}: {t.busy ?? "free"}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        {board.closed.length > 0 ? (
          <section aria-labelledby="closed-heading" className="space-y-4">
            <h2 id="closed-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
              Closed in the last 24 hours
            </h2>
            {board.closed.map((call) => (
              <RoadCallCard
                key={call.reference}
                call={call}
                stores={[]}
                mayAct={false}
                memberName=""
                clashes={[]}
                now={now}
              />
            ))}
          </section>
        ) : null}

        {hasRole(member, "Staff.Operator") ? (
          <section aria-labelledby="times-heading" className="space-y-3">
            <h2 id="times-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
              Time from request to rolling
            </h2>
            {times.length === 0 ? (
              <p className="text-gray-700 dark:text-gray-300">
                No calls have ended rolling in the last six months.
              </p>
            ) : (
              <div className="overflow-x-auto">
                <table className="min-w-full text-left text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className="py-2 pr-4">
                        Month
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        Store
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        Calls
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        Median
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        90th percentile
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {times.map((row) => (
                      <tr
                        key={`${row.month}-${row.storeId}`}
                        className="border-t border-gray-200 dark:border-gray-700"
                      >
                        <td className="py-2 pr-4">{row.month}</td>
                        <td className="py-2 pr-4">{row.store}</td>
                        <td className="py-2 pr-4">{row.calls}</td>
                        <td className="py-2 pr-4">{row.median}</td>
                        <td className="py-2 pr-4">{row.p90}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
