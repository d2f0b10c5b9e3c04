import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "@/data/brand";

describe("contact link helpers", () => {
  it("builds tel: links from display numbers, with an optional extension", () => {
    expect(telHref("(304) 555-0100")).toBe("tel:+13045550100");
    expect(telHref("(304) 555-0110", "214")).toBe("tel:+13045550110,214");
  });

  it("builds mailto: links whose subject and body decode exactly, spaces as %20", () => {
    const href = mailtoHref(
      "sales@alleghenytire.example",
      "Request Information: Retread & Casings",
      "Hi,\nLine two?",
    );
    expect(href.startsWith("mailto:sales@alleghenytire.example?")).toBe(true);
    expect(href).not.toContain("+");
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("subject")).toBe("Request Information: Retread & Casings");
    expect(params.get("body")).toBe("Hi,\nLine two?");
  });

  it("leaves a bare address alone", () => {
    expect(mailtoHref("info@alleghenytire.example")).toBe("mailto:info@alleghenytire.example");
  });
});
