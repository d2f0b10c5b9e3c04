import { COUNTER_FIELDS, type CounterForm } from "@/lib/appointments/counter-booking";

/** A counter form as posted: every field empty but those given (`addOns` none unless given). */
export const counterForm = (fields: Partial<CounterForm>): CounterForm => ({
  ...(Object.fromEntries(COUNTER_FIELDS.map((f) => [f, ""])) as Record<
    (typeof COUNTER_FIELDS)[number],
    string
  >),
  addOns: [],
  ...fields,
});
