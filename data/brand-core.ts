/**
 * The few facts about the business that client islands need (the name, the phone, the
 * installation price, the careers site the menus link to), kept apart from data/brand.ts so that an island or an error page does not
 * ship every fact about the business to the browser. data/brand.ts builds on these.
 */
export const brandCore = {
  name: "Allegheny Tire & Service",
  shortName: "Allegheny Tire",
  founded: 1947,
  phone: "(304) 555-0100",
  /** Added to every passenger and light-truck tire we sell (see brand.tireInstallation). */
  installationPricePerTire: 25,
  careersUrl: "https://careers.hirebridge.example/allegheny-tire",
} as const;

/** `tel:` href for a US phone number, with an optional extension. */
export function telHref(phone: string, extension?: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+1${digits}${extension ? `,${extension}` : ""}`;
}
