import { brand, mailtoHref } from "@/data/brand";
import type { Tire } from "@/data/tires";
import { tireTitle } from "./tire-title";

/** The "Request Information" mail link of a tire: to sales, subject and body prefilled. */
export function tireInquiryHref(tire: Tire, to: string = brand.salesEmail): string {
  const subject = `Request Information: ${tireTitle(tire)}`;
  const body = [
    "Hello,",
    "",
    `I would like a quote and availability for the ${tire.brand} ${tire.name} in ${tire.size}.`,
    "",
    "Quantity:",
    "Company (if any):",
    "Phone:",
    "Preferred store:",
    "",
    "Thank you.",
  ].join("\n");
  return mailtoHref(to, subject, body);
}
