import type { MailTransportKind } from "@/lib/mail/transport";

/**
 * How e-mail leaves the site right now, in one wording for both status pages (they used to
 * disagree: one said confirmations are sent, the other that they are not).
 */
export const MAIL_DELIVERY: Record<MailTransportKind, { delivered: boolean; label: string; detail: string }> =
  {
    smtp: {
      delivered: true,
      label: "Active",
      detail: "Sent through the SMTP server set in SMTP_URL.",
    },
    graph: {
      delivered: true,
      label: "Active",
      detail: "Sent through Microsoft 365 from the MAIL_FROM mailbox.",
    },
    file: {
      delivered: false,
      label: "Inactive",
      detail:
        "Not sent: messages are saved as files in the server's data folder. Set SMTP_URL, or MAIL_FROM with the Microsoft 365 credentials.",
    },
  };
