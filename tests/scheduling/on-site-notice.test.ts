import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ARRIVAL_WINDOW_WORDING, OnSiteNotice } from "@/components/schedule/on-site-notice";
import { brand, telHref } from "@/data/brand";
import { isOnSiteServiceLink } from "@/lib/scheduling/schedule-link";

describe("the on-site notice", () => {
  const html = renderToStaticMarkup(createElement(OnSiteNotice, { serviceName: "Farm Tire Service" }));

  it("renders on the server and puts the 24/7 line before the on-site wording", () => {
    expect(html).toContain('role="note"');
    const tel = html.indexOf(`href="${telHref(brand.commercialContact.emergencyLine)}"`);
    expect(tel).toBeGreaterThan(-1);
    expect(html.indexOf("Broken down?")).toBeLessThan(tel);
    expect(tel).toBeLessThan(html.indexOf("Farm Tire Service is done where your machine is"));
  });

  it("offers the online road-service request beside the line, on the same terms as every page", () => {
    const request = html.indexOf('href="/road-service"');
    expect(request).toBeGreaterThan(html.indexOf(`href="${telHref(brand.commercialContact.emergencyLine)}"`));
    expect(html).toContain("request road service online</a>");
    expect(html).toContain(
      "National-account trucks are dispatched first; everyone else when a crew is free.",
    );
  });

  it("names both arrival windows and the call ahead", () => {
    expect(ARRIVAL_WINDOW_WORDING).toBe(
      "Pick a morning (7:30 AM to 12:00 PM) or afternoon (12:00 PM to 4:30 PM) arrival window; the crew calls before arriving.",
    );
    expect(html).toContain(ARRIVAL_WINDOW_WORDING);
  });
});

describe("on-site services", () => {
  it("are farm, OTR, mining and industrial, by name or slug", () => {
    for (const s of [
      "Farm Tire Service",
      "otr-tire-service",
      "Mining Tire Service",
      "industrial-tire-service",
    ])
      expect(isOnSiteServiceLink(s), s).toBe(true);
    for (const s of ["Commercial Tire Service", "Wheel Alignment", "", undefined])
      expect(isOnSiteServiceLink(s), String(s)).toBe(false);
  });
});
