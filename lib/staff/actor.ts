import type { StaffMember } from "./roles";

/**
 * Who made a change, as an appointment's or a quote's history names them: a signed-in staff
 * member, whoever holds the store's e-mail link, the customer (their manage link), or the site
 * itself (a background job).
 */
export type Actor =
  | { kind: "staff"; name: string; email: string }
  | { kind: "store-link" }
  | { kind: "customer" }
  | { kind: "system" };

/** A change's author and where it came from: the client's address, or null for the site's own jobs. */
export interface ChangeOrigin {
  actor: Actor;
  from: string | null;
}

export const staffActor = (member: Pick<StaffMember, "name" | "email">): Actor => ({
  kind: "staff",
  name: member.name,
  email: member.email,
});

/** The actor in a sentence: "Dana Whitt", "store e-mail link", "customer", "system". */
export function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case "staff":
      return actor.name;
    case "store-link":
      return "store e-mail link";
    case "customer":
      return "customer";
    case "system":
      return "system";
  }
}
