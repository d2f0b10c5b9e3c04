import type { StoreCustomerView } from "@/lib/appointments/link-view";
import { Item } from "./appointment-summary";

const formatPhone = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{4})$/, "($1) $2-$3");

/** What the store's page adds to the summary: how to reach the customer, and what is held. */
export function StoreCustomerItems({ c }: { c: StoreCustomerView }) {
  return (
    <>
      <Item label="Customer" value={c.name} />
      <Item
        label="Phone"
        value={
          <a className="underline" href={`tel:${c.phone}`}>
            {formatPhone(c.phone)}
          </a>
        }
      />
      <Item
        label="E-mail"
        value={
          <a className="underline" href={`mailto:${c.email}`}>
            {c.email}
          </a>
        }
      />
      {c.vehicle && <Item label="Vehicle" value={c.vehicle} />}
      {c.tiresHeld && <Item label="Tires held" value={c.tiresHeld} />}
      {c.comments && <Item label="Notes" value={c.comments} />}
      {c.declineReason && <Item label="Reason given" value={c.declineReason} />}
    </>
  );
}
