// What the history bench asks both servers: every public API, a booking, every staff page and
// list (an empty day, a busy day, a week, each state filter, the day by bay, the quote desk, the
// failed mail), and the status APIs. Days are chosen in the present month, which both databases
// share, so a difference is what the years of history cost; the empty day lies past the booking
// window.
import { addDays, weekday } from "./calendar.mjs";
import { AHEAD_DAYS } from "./history.mjs";
import { tireAvailabilityPaths, tireSearchPaths } from "../site.mjs";

const STATES = ["open", "requested", "confirmed", "completed", "no_show", "declined", "cancelled", "all"];

/** The first weekday on or after `date`. */
function weekdayFrom(date) {
  let d = date;
  while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, 1);
  return d;
}

/** GET routes, each `{ name, path, staff }`; `staff` ones carry the shared password. */
export async function routesFor(baseUrl, today) {
  const locations = await (await fetch(`${baseUrl}/api/locations`)).json();
  const store = locations.find((l) => l.bookable);
  const slug = store.slug;
  // An on-site service some store offers, for the service-area check.
  const ON_SITE = ["Farm Tire Service", "OTR Tire Service", "Industrial Tire Service", "Mining Tire Service"];
  const truckStore =
    locations.find((l) => l.bookable && (l.services ?? []).some((s) => ON_SITE.includes(s))) ?? store;
  const onSite = (truckStore.services ?? []).find((s) => ON_SITE.includes(s)) ?? ON_SITE[0];
  const busy = weekdayFrom(addDays(today, 3));
  const empty = weekdayFrom(addDays(today, AHEAD_DAYS + 15));
  const [search] = await tireSearchPaths(baseUrl);
  const [stock] = await tireAvailabilityPaths(baseUrl, 1);
  const list = (query) => `/admin/appointments?${query}`;
  const pub = (name, path) => ({ name, path, staff: false });
  const staff = (name, path) => ({ name, path, staff: true });
  return [
    pub("locations API", "/api/locations"),
    pub(
      "availability API (busy day)",
      `/api/stores/${store.email}/availability/${busy}?service=Oil%20Changes`,
    ),
    pub("tire search API", search),
    pub("tire availability API", stock),
    pub("site search API", "/api/search?q=farm"),
    pub("tire categories API", "/api/tire-categories"),
    pub("zip API", "/api/zip/25301"),
    pub(
      "service area API",
      `/api/service-area?store=${truckStore.email}&service=${encodeURIComponent(onSite)}&zip=${truckStore.zip ?? "25301"}&state=${truckStore.state ?? "WV"}`,
    ),
    pub("vehicle years API", "/api/vehicles/years"),
    pub("health API", "/api/health"),
    staff("staff list: default (7 days, open)", "/admin/appointments"),
    staff("staff list: empty day", list(`from=${empty}&days=1`)),
    staff("staff list: busy day", list(`from=${busy}&days=1`)),
    staff("staff list: a week", list(`from=${today}&days=7&status=all`)),
    staff("staff list: a month, page 1", list(`from=${today}&days=31&status=all`)),
    ...STATES.map((s) => staff(`staff list: week, ${s}`, list(`from=${today}&days=7&status=${s}`))),
    staff("staff day by bay (busy day)", list(`view=day&store=${slug}&from=${busy}`)),
    staff("staff day by bay (empty day)", list(`view=day&store=${slug}&from=${empty}`)),
    staff("staff list API: busy day", `/api/admin/appointments?from=${busy}&days=1&status=all`),
    staff("staff list API: empty day", `/api/admin/appointments?from=${empty}&days=1`),
    staff("find a customer: common surname", "/admin/customers?q=Hatfield"),
    staff("find a customer: first and last name", "/admin/customers?q=Cora%20Blevins"),
    staff("find a customer: start of a name", "/admin/customers?q=Comp"),
    staff("find a customer: phone", "/admin/customers?q=%28304%29%20555-0042"),
    staff("find a customer: vehicle make or model", "/admin/customers?q=Silverado"),
    staff("find a customer: nobody", "/admin/customers?q=Zzyzx"),
    staff("a customer's page", "/admin/customers?phone=3045550042"),
    staff("quote desk page", "/admin/quotes"),
    staff("quote desk page: new", "/admin/quotes?state=new"),
    staff("quotes API", "/api/admin/quotes"),
    staff("quotes API: farm, won", "/api/admin/quotes?category=farm&state=won"),
    staff("operations API", "/api/admin/operations"),
    staff("failed mail list API", "/api/admin/operations/failed-mail"),
    staff("failed calendar writes API", "/api/admin/operations/failed-calendar-writes"),
    staff("inventory page", "/admin/inventory"),
    staff("calendar status API", "/api/calendar-status"),
    staff("outlook status API", "/api/outlook/status"),
    staff("status page", "/admin/calendar-status"),
  ];
}
