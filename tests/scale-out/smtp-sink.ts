import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Delivered {
  key: string;
  to: string;
  subject: string;
}

/** A real SMTP server on a free port that records every message it accepts, `delayMs` after reading it. */
export function startSmtpSink(delivered: Delivered[], delayMs = 0): Promise<SMTPServer & { port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
          const to = mail.to && "text" in mail.to ? mail.to.text : "";
          delivered.push({ key: `${to}|${mail.subject ?? ""}`, to, subject: mail.subject ?? "" });
        })
        // A sender killed in the middle of a message: nothing was delivered (and is not counted).
        .catch(() => {})
        .finally(() => callback());
    },
  });
  // The same for the connection itself: a killed instance resets it.
  server.on("error", () => {});
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(Object.assign(server, { port: (server.server.address() as AddressInfo).port })),
    ),
  );
}
