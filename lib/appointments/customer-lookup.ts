import { findLocation } from "@/data/locations";
import { formatPhone } from "@/lib/core/phone";
import { getDatabase, type Appointment, type CustomerMessage, type QuoteDeskRecord } from "@/lib/db";
import { holdLine } from "@/lib/inventory/stock-text";
import { QUOTE_STATES } from "@/lib/quotes/quote-states";
import { formatAppointmentTime, shortDay } from "@/lib/scheduling/format";
import { customerHref, readCustomerSearch } from "@/lib/staff/customer-search";
import { hasRole, type StaffMember } from "@/lib/staff/roles";
import { bookedTiresName } from "./booked-tires";
import { memberStores } from "./admin-list";
import { vehicleLabel, visitServiceNames } from "./presentation";
import { STATUS_WORDS } from "./status-words";

/** Rows a search reads of each kind: a name shared by many still shows its newest. */
export const SEARCH_LIMIT = 50;
/** A customer page's rows of each kind: years of a fleet's visits, newest first. */
export const CUSTOMER_LIMIT = 200;
/**
 * Words found inside a quote's name or company are matched in the last 13 months only: no index
 * serves them. Names and vehicles on appointments, phones, e-mails and references reach every year.
 */
export const WORDS_SEARCH_DAYS = 400;

const DAY_MS = 24 * 60 * 60_000;

/** Who may see what: appointments of the member's stores; quotes with the sales desk's role. */
function readerScope(member: StaffMember) {
  const all = hasRole(member, "Staff.Operator");
  return {
    scope: { storeEmails: all ? null : memberStores(member).map((l) => l.email) },
    quotes: all || hasRole(member, "Staff.Sales"),
    visits: all || hasRole(member, "Staff.Store"),
  };
}

/** One customer a search found: everything shares their phone number. */
export interface FoundCustomer {
  name: string;
  phone: string;
  phoneLabel: string;
  emails: string[];
  visits: number;
  quotes: number;
  /** "Mon, Nov 30 · Norton, VA · Oil Changes": their newest appointment or quote. */
  latest: string;
  latestAt: number;
  href: string;
}

const storeName = (storeId: number) => findLocation(storeId)?.name ?? "another store";

/**
 * "Find a customer": the appointments and quote requests a typed search finds, grouped by phone
 * number (every booking and quote has one), newest activity first. A search that cannot be read
 * says why.
 */
export async function findCustomers(
  typed: string,
  member: StaffMember,
  now = Date.now(),
): Promise<{ ok: true; customers: FoundCustomer[] } | { ok: false; message: string }> {
  const read = readCustomerSearch(typed);
  if (!read.ok) return read;
  const { scope, quotes, visits } = readerScope(member);
  const db = await getDatabase();
  const since = now - WORDS_SEARCH_DAYS * DAY_MS;
  const [appointments, quoteRows] = await Promise.all([
    visits ? db.searchAppointments(read.search, scope, SEARCH_LIMIT) : Promise.resolve([]),
    quotes ? db.searchQuotes(read.search, since, SEARCH_LIMIT) : Promise.resolve([]),
  ]);
  const found = new Map<string, FoundCustomer>();
  const entry = (phone: string, name: string, email: string, at: number, latest: string) => {
    const customer = found.get(phone) ?? {
      name,
      phone,
      phoneLabel: formatPhone(phone),
      emails: [],
      visits: 0,
      quotes: 0,
      latest,
      latestAt: at,
      href: customerHref(phone),
    };
    if (at > customer.latestAt) Object.assign(customer, { latest, latestAt: at, name });
    if (email && !customer.emails.includes(email.toLowerCase())) customer.emails.push(email.toLowerCase());
    found.set(phone, customer);
    return customer;
  };
  for (const a of appointments)
    entry(
      a.phone,
      `${a.firstName} ${a.lastName}`,
      a.email,
      a.startsAt,
      `${shortDay(a.date)} · ${storeName(a.storeId)} · ${visitServiceNames(a).join(" + ")}`,
    ).visits++;
  for (const q of quoteRows)
    entry(q.phone, q.name, q.email, q.createdAt, `Quote ${q.reference} · ${q.quantity} × ${q.product}`)
      .quotes++;
  return { ok: true, customers: [...found.values()].sort((a, b) => b.latestAt - a.latestAt) };
}

export interface CustomerVisit {
  reference: string;
  when: string;
  store: string;
  services: string;
  status: string;
  vehicle: string | null;
  /** "4 × Michelin Defender2 225/65R17 · 4 from Norton stock (held)". */
  tires: string | null;
  dayHref: string;
  startsAt: number;
}

export interface CustomerQuote {
  reference: string;
  product: string;
  state: string;
  createdAt: number;
  href: string;
}

/** A customer's page: who they are, their visits, quotes and the messages sent to them. */
export interface CustomerRecord {
  name: string;
  phone: string;
  phoneLabel: string;
  emails: string[];
  visits: CustomerVisit[];
  quotes: CustomerQuote[];
  messages: CustomerMessage[];
  /** When this was read: what "to be sent" is measured from. */
  readAt: number;
}

function visitOf(a: Appointment): CustomerVisit {
  const location = findLocation(a.storeId);
  const hold = a.tireHold;
  const tires = a.tires
    ? `${bookedTiresName(a.tires)}${hold ? ` · ${holdLine(hold, location?.city ?? "store")} (${hold.status})` : ""}`
    : null;
  return {
    reference: a.reference,
    when: `${shortDay(a.date)}, ${formatAppointmentTime(a.time)}`,
    store: location?.name ?? a.storeEmail,
    services: visitServiceNames(a).join(" + "),
    status: STATUS_WORDS[a.status].short,
    vehicle: vehicleLabel(a.vehicle) || null,
    tires,
    dayHref: `/admin/appointments?${new URLSearchParams({ view: "day", store: location?.slug ?? "", from: a.date })}`,
    startsAt: a.startsAt,
  };
}

const quoteOf = (q: QuoteDeskRecord): CustomerQuote => ({
  reference: q.reference,
  product: `${q.quantity} × ${q.product}`,
  state: QUOTE_STATES.find((s) => s.value === q.state)?.label ?? q.state,
  createdAt: q.createdAt,
  href: `/admin/quotes/${q.reference}`,
});

/** Everything on record for the customer with this phone number that the member may see, or null. */
export async function customerRecord(
  phoneTyped: string,
  member: StaffMember,
  now = Date.now(),
): Promise<CustomerRecord | null> {
  const digits = phoneTyped.replace(/\D/g, "");
  if (!/^1?\d{10}$/.test(digits)) return null;
  const phone = digits.slice(-10);
  const { scope, quotes, visits } = readerScope(member);
  const db = await getDatabase();
  const who = { phone, email: null };
  const [appointments, quoteRows] = await Promise.all([
    visits ? db.customerAppointments(who, scope, CUSTOMER_LIMIT) : Promise.resolve([]),
    quotes ? db.customerQuotes(who, CUSTOMER_LIMIT) : Promise.resolve([]),
  ]);
  if (appointments.length === 0 && quoteRows.length === 0) return null;
  const messages = await db.messagesAbout(
    [...appointments.map((a) => a.reference), ...quoteRows.map((q) => q.reference)],
    CUSTOMER_LIMIT,
  );
  const newest = appointments[0] && (!quoteRows[0] || appointments[0].createdAt >= quoteRows[0].createdAt);
  const emails = [
    ...new Set([...appointments, ...quoteRows].map((r) => r.email.toLowerCase()).filter(Boolean)),
  ];
  return {
    name: newest ? `${appointments[0]!.firstName} ${appointments[0]!.lastName}` : quoteRows[0]!.name,
    phone,
    phoneLabel: formatPhone(phone),
    emails,
    visits: appointments.map(visitOf),
    quotes: quoteRows.map(quoteOf),
    messages,
    readAt: now,
  };
}
