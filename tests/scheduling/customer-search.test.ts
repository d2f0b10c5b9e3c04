import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findLocation } from "@/data/locations";
import { bookAtCounter, type CounterForm } from "@/lib/appointments/counter-booking";
import { customerRecord, findCustomers, type FoundCustomer } from "@/lib/appointments/customer-lookup";
import { getDatabase, resetDatabase } from "@/lib/db";
import { readCustomerSearch, SEARCH_MESSAGES } from "@/lib/staff/customer-search";
import type { StaffMember } from "@/lib/staff/roles";
import { upcomingWeekday, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";
import { counterForm } from "../support/counter";
import { OPERATOR, storeMember } from "../support/staff";

const NORTON = findLocation(5)!;
const BRISTOL = findLocation(3)!;

const SALES: StaffMember = {
  email: "jo.sales@alleghenytire.example",
  name: "Jo Sales",
  roles: ["Staff.Sales"],
  storeIds: [],
  signedInWith: "microsoft",
};

describe("reading what staff type to find a customer", () => {
  it.each([
    ["at-7k4q-9zpm", { kind: "reference", reference: "AT-7K4Q-9ZPM" }],
    [" Q-ABCD-EF23 ", { kind: "reference", reference: "Q-ABCD-EF23" }],
    ["Earl@Example.COM", { kind: "email", email: "earl@example.com" }],
    ["(276) 555-0188", { kind: "phone", phone: "2765550188" }],
    ["+1 276.555.0188", { kind: "phone", phone: "2765550188" }],
    ["1-276-555-0188", { kind: "phone", phone: "2765550188" }],
    ["Crowder", { kind: "words", first: null, last: "crowder", text: "crowder" }],
    ["  Earl   Crowder ", { kind: "words", first: "earl", last: "crowder", text: "earl crowder" }],
    ["F-150", { kind: "words", first: null, last: "f-150", text: "f-150" }],
  ])("%j", (typed, search) => {
    expect(readCustomerSearch(typed)).toEqual({ ok: true, search });
  });

  it("says what is wrong with a search it cannot use", () => {
    expect(readCustomerSearch("  ")).toEqual({ ok: false, message: SEARCH_MESSAGES.empty });
    expect(readCustomerSearch("x")).toEqual({ ok: false, message: SEARCH_MESSAGES.short });
    expect(readCustomerSearch("a".repeat(101))).toEqual({ ok: false, message: SEARCH_MESSAGES.long });
  });
});

async function book(fields: Partial<CounterForm>) {
  const outcome = await bookAtCounter(OPERATOR, counterForm({ service: "Oil Changes", ...fields }), null);
  if (outcome.kind !== "booked") throw new Error(outcome.message);
  return outcome.reference;
}

const names = (customers: readonly FoundCustomer[]) => customers.map((c) => c.name);

describe.each(["sqlite", "postgres"] as DatabaseKind[])("finding a customer on %s", (kind) => {
  let earlVisits: string[];
  let quoteReference: string;

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    const [first, second] = [upcomingWeekday(2), upcomingWeekday(5)];
    const earl = {
      store: NORTON.slug,
      firstName: "Earl",
      lastName: "Crowder",
      phone: "276-555-0188",
      email: "earl.crowder@example.com",
      vehicleYear: "2019",
      vehicleMake: "Ford",
      vehicleModel: "F-150",
    };
    earlVisits = [
      await book({ ...earl, date: first, time: "09:00" }),
      await book({ ...earl, date: second, time: "10:00" }),
    ];
    await book({
      store: NORTON.slug,
      date: first,
      time: "11:00",
      firstName: "Dale",
      lastName: "Crowford",
      phone: "2765550999",
    });
    await book({
      store: BRISTOL.slug,
      date: first,
      time: "09:00",
      firstName: "Ruby",
      lastName: "Sizemore",
      phone: "4235550142",
      vehicleMake: "Subaru",
      vehicleModel: "Outback",
    });
    quoteReference = "Q-CRWD-2345";
    await (
      await getDatabase()
    ).insertQuoteRequest(
      {
        reference: quoteReference,
        tireId: null,
        product: "Titan 18.4-38 rear tractor tires",
        size: "18.4-38",
        quantity: 2,
        application: "farm",
        company: "Crowder Farms",
        name: "Earl Crowder",
        email: "earl.crowder@example.com",
        phone: "2765550188",
        message: "",
        pricePerTireCents: null,
        createdAt: Date.now(),
      },
      [],
    );
  });
  afterAll(() => resetDatabase());

  const find = async (typed: string, member: StaffMember = OPERATOR) => {
    const found = await findCustomers(typed, member);
    if (!found.ok) throw new Error(found.message);
    return found.customers;
  };

  it("finds a customer by last name, whole name or its start, with their visits and quotes together", async () => {
    const [earl] = await find("Crowder");
    expect(earl).toMatchObject({
      name: "Earl Crowder",
      phone: "2765550188",
      phoneLabel: "(276) 555-0188",
      emails: ["earl.crowder@example.com"],
      visits: 2,
      quotes: 1,
      href: "/admin/customers?phone=2765550188",
    });
    expect(names(await find("earl crowder"))).toEqual(["Earl Crowder"]);
    expect(names(await find("Crow")).sort()).toEqual(["Dale Crowford", "Earl Crowder"]);
    expect(names(await find("Dale"))).toEqual(["Dale Crowford"]);
    expect(await find("Hatfield")).toEqual([]);
  });

  it("finds them by phone in any format, by e-mail in any case, by reference and by vehicle", async () => {
    for (const typed of ["(276) 555-0188", "+1 276.555.0188", "2765550188", "EARL.CROWDER@example.com"])
      expect(names(await find(typed)), typed).toEqual(["Earl Crowder"]);
    expect((await find(earlVisits[0]!.toLowerCase()))[0]).toMatchObject({ name: "Earl Crowder", visits: 1 });
    expect((await find(quoteReference))[0]).toMatchObject({ name: "Earl Crowder", visits: 0, quotes: 1 });
    expect(names(await find("F-150"))).toEqual(["Earl Crowder"]);
    expect(names(await find("outback"))).toEqual(["Ruby Sizemore"]);
  });

  it("shows a store's staff their stores' visits only, and quotes only to the sales desk", async () => {
    const bristol = storeMember(BRISTOL.id);
    expect(await find("Crowder", bristol)).toEqual([]);
    expect(names(await find("Sizemore", bristol))).toEqual(["Ruby Sizemore"]);
    expect((await find("Crowder", SALES))[0]).toMatchObject({ visits: 0, quotes: 1 });
    expect(await customerRecord("2765550188", bristol)).toBeNull();
  });

  it("opens a customer's page: visits newest first, the quote, and every message sent about them", async () => {
    const record = (await customerRecord("(276) 555-0188", OPERATOR))!;
    expect(record).toMatchObject({ name: "Earl Crowder", phoneLabel: "(276) 555-0188" });
    expect(record.visits.map((v) => v.reference)).toEqual([...earlVisits].reverse());
    expect(record.visits[0]).toMatchObject({
      store: NORTON.name,
      services: "Oil Changes",
      status: "Confirmed",
      vehicle: "2019 Ford F-150",
    });
    expect(record.visits[0]!.dayHref).toContain("view=day&store=norton-va");
    expect(record.quotes).toEqual([expect.objectContaining({ reference: quoteReference, state: "New" })]);
    const about = new Set(record.messages.map((m) => m.reference));
    expect(about).toEqual(new Set(earlVisits));
    expect(record.messages.filter((m) => m.to === "earl.crowder@example.com").length).toBeGreaterThanOrEqual(
      2,
    );
    expect(await customerRecord("123", OPERATOR)).toBeNull();
    expect(await customerRecord("3045550000", OPERATOR)).toBeNull();
  });
});
