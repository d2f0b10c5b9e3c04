import type { OnCallCrew } from "@/data/road-service-crews";
import { asciiEmailAddress } from "@/lib/core/address-rules";
import { ONE_LINE } from "@/lib/core/one-line";
import { e164Us } from "@/lib/scheduling/text-consent";

export const MAX_REACH_MILES = 250;
export const MAX_CREWS = 8;

export const ROTA_MESSAGES = {
  reach: `Please enter the reach in whole miles, from 0 (no breakdowns) to ${MAX_REACH_MILES}.`,
  tooMany: `Please list at most ${MAX_CREWS} crews.`,
  line: (n: number) =>
    `Line ${n}: please write a name, a US mobile number and an e-mail address, separated by commas.`,
  name: (n: number) => `Line ${n}: please give a name of 1 to 60 characters.`,
  mobile: (n: number) => `Line ${n}: please give a 10-digit US mobile number.`,
  email: (n: number) => `Line ${n}: please give a valid e-mail address.`,
  duplicate: (n: number) => `Line ${n}: that mobile number is already on the rotation.`,
} as const;

/** A rotation written one crew a line, "Name, mobile, e-mail", in the order they take their weeks. */
export function rotationText(rotation: readonly OnCallCrew[]): string {
  return rotation
    .map((c) => `${c.name}, ${c.mobile.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, "($1) $2-$3")}, ${c.email}`)
    .join("\n");
}

export type RotaReading =
  | { ok: true; reachMiles: number; rotation: OnCallCrew[] }
  | { ok: false; problems: { reach?: string; rotation?: string[] } };

/** Reads a store's settings as an operator typed them, with every problem in words. */
export function readRota(reach: string, rotation: string): RotaReading {
  const problems: { reach?: string; rotation?: string[] } = {};
  const miles = /^\d{1,3}$/.test(reach.trim()) ? Number(reach.trim()) : NaN;
  if (!(miles >= 0 && miles <= MAX_REACH_MILES)) problems.reach = ROTA_MESSAGES.reach;
  const lines = rotation
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const crews: OnCallCrew[] = [];
  const lineProblems: string[] = [];
  if (lines.length > MAX_CREWS) lineProblems.push(ROTA_MESSAGES.tooMany);
  lines.forEach((line, i) => {
    const n = i + 1;
    const parts = line.split(/\s*[,|;]\s*/);
    if (parts.length !== 3) return void lineProblems.push(ROTA_MESSAGES.line(n));
    const [name, phone, address] = parts as [string, string, string];
    const mobile = e164Us(phone);
    const email = asciiEmailAddress(address);
    if (!name || name.length > 60 || !ONE_LINE.test(name)) lineProblems.push(ROTA_MESSAGES.name(n));
    else if (!mobile) lineProblems.push(ROTA_MESSAGES.mobile(n));
    else if (!email) lineProblems.push(ROTA_MESSAGES.email(n));
    else if (crews.some((c) => c.mobile === mobile)) lineProblems.push(ROTA_MESSAGES.duplicate(n));
    else crews.push({ name, mobile, email: email.toLowerCase() });
  });
  if (lineProblems.length) problems.rotation = lineProblems;
  return problems.reach || problems.rotation
    ? { ok: false, problems }
    : { ok: true, reachMiles: miles, rotation: crews };
}
