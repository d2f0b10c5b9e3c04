import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

import { TEXTS_WEBHOOK_SECRET } from "./texts-settings";

const folder = () => join(process.env.E2E_RUN_DIR ?? "", "data", "texts");

export interface TextFile {
  file: string;
  to: string;
  kind: string;
  reference: string;
  body: string;
}

/** Every text the test site wrote to `to` (E.164), oldest first: without a provider they are files. */
export function textsTo(to: string): TextFile[] {
  if (!existsSync(folder())) return [];
  return readdirSync(folder())
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map((file) => {
      const [head, ...rest] = readFileSync(join(folder(), file), "utf8").split("\n\n");
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(head ?? "")?.[1] ?? "";
      return {
        file,
        to: field("To"),
        kind: field("Kind"),
        reference: field("Reference"),
        body: rest.join("\n\n").trim(),
      };
    })
    .filter((t) => t.to === to);
}

/** Waits for a text of `kind` to `to` and answers it (the newest). */
export async function textOf(to: string, kind: string): Promise<TextFile> {
  let found: TextFile | undefined;
  await expect
    .poll(() => (found = textsTo(to).findLast((t) => t.kind === kind)) !== undefined, {
      message: `No ${kind} text to ${to}`,
      timeout: 10_000,
    })
    .toBe(true);
  return found!;
}

let replies = 0;

/**
 * The customer texts back, as Azure Communication Services delivers it to the site: one Event
 * Grid event (SMSReceived) posted to the webhook with its secret.
 */
export async function replyByText(baseURL: string, from: string, message: string) {
  const response = await fetch(`${baseURL}/api/texts/events?code=${TEXTS_WEBHOOK_SECRET}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify([
      {
        id: `e2e-${process.pid}-${++replies}`,
        topic:
          "/subscriptions/e2e/resourceGroups/site/providers/Microsoft.Communication/CommunicationServices/texts",
        subject: `/phonenumber/${from.slice(1)}`,
        eventType: "Microsoft.Communication.SMSReceived",
        eventTime: new Date().toISOString(),
        dataVersion: "1.0",
        metadataVersion: "1",
        data: {
          messageId: `Incoming_e2e_${process.pid}_${replies}`,
          from,
          to: "+18005550123",
          message,
          receivedTimestamp: new Date().toISOString(),
        },
      },
    ]),
  });
  expect(response.status).toBe(200);
}
