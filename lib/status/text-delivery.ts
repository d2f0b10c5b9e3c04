import { getDatabase } from "@/lib/db";
import { maskPhone } from "@/lib/texts/rules";
import { textTransportKind, type TextTransportKind } from "@/lib/texts/transport";

/** How texts leave the site right now, in one wording for both status pages. */
export const TEXT_DELIVERY: Record<TextTransportKind, { delivered: boolean; label: string; detail: string }> =
  {
    acs: {
      delivered: true,
      label: "Active",
      detail: "Sent through Azure Communication Services from the number in ACS_SMS_FROM.",
    },
    file: {
      delivered: false,
      label: "Inactive",
      detail:
        "Not sent: texts are saved as files in the server's data folder (texts/). Set ACS_ENDPOINT and ACS_SMS_FROM, with ACS_ACCESS_KEY or the Microsoft 365 app.",
    },
  };

/** In file mode, the newest texts are listed so the flow can be tried locally. */
const RECENT_TEXTS = 5;

/**
 * Texts on the status pages: the transport, how many wait and how many failed for good, the
 * numbers that opted out; in file mode the newest few (kind, masked number, time, never the words).
 */
export async function textStatus() {
  const db = await getDatabase();
  const transport = textTransportKind();
  const counts = await db.textCounts();
  const recent = transport === "file" ? await db.recentTexts(RECENT_TEXTS) : [];
  return {
    transport,
    ...TEXT_DELIVERY[transport],
    ...counts,
    recent: recent.map((t) => ({
      id: t.id,
      kind: t.kind,
      to: maskPhone(t.to),
      reference: t.reference,
      queuedAt: new Date(t.createdAt).toISOString(),
      state: t.sentAt ? "written" : t.failedAt ? (t.deliveryStatus ?? "failed") : "waiting",
    })),
  };
}
