/**
 * What kind of failure a stored error message records, in a few words that quote nothing of it but
 * codes: an SMTP reply ("SMTP 550 5.1.1"), a system or network code ("ECONNREFUSED"), an identity
 * code ("AADSTS7000215"), the code our Graph errors end with ("ErrorAccessDenied"), else "other".
 *
 * For pages anyone may open: the message itself may hold what must not be shown there, e.g. the
 * customer's address an SMTP server quoted back, or the address of one of our servers.
 */
export function errorClass(message: string | null | undefined): string | null {
  if (!message) return null;
  const identity = /\bAADSTS\d{3,9}\b/.exec(message);
  if (identity) return identity[0];
  // lib/calendar/graph-errors.ts writes "<first line> (<code>)".
  const graph = /\(([A-Za-z][\w.]{0,59})\)\s*$/.exec(message);
  if (graph) return graph[1]!;
  // A reply code with its enhanced status code (RFC 3463), anywhere: "… 550 5.1.1 <ada@…>: …".
  const enhanced = /(?:^|[\s:])([45]\d\d)[ -]([45]\.\d{1,3}\.\d{1,3})(?=\s|$)/.exec(message);
  if (enhanced) return `SMTP ${enhanced[1]} ${enhanced[2]}`;
  const code = /\b(E[A-Z]{4,20}|ERR_[A-Z_]{3,60})\b/.exec(message);
  if (code) return code[1]!;
  // A bare reply code at the start or after a colon: "550 No such user", "Message failed: 421 …".
  const reply = /(?:^|:\s+)([45]\d\d)(?=[\s-]|$)/.exec(message);
  if (reply) return `SMTP ${reply[1]}`;
  if (/not a plain e-mail address/.test(message)) return "unsafe address";
  if (/timed? ?out/i.test(message)) return "timeout";
  return "other";
}
