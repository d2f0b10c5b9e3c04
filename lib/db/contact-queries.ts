import type { ContactMessage } from "./contact-types";
import type { Driver } from "./driver";
import type { OutgoingMail } from "./mail-types";
import { insertMails } from "./outbox-queries";
import { toNumber } from "./values";

/** Stores a contact-form message and its e-mails in one transaction; resolves to its id. */
export async function insertContactMessage(
  driver: Driver,
  m: ContactMessage,
  mails: readonly OutgoingMail[],
): Promise<number> {
  return driver.transaction(async (tx) => {
    const row = await tx.get(
      "INSERT INTO contact_messages (name, email, phone, store_id, message, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
      [m.name, m.email, m.phone, m.storeId, m.message, m.createdAt],
    );
    await insertMails(tx, mails, m.createdAt);
    return toNumber(row!.id);
  });
}
