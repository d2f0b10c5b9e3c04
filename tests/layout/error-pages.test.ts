import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import StaffError from "@/app/(staff)/error";
import GlobalError from "@/app/global-error";
import SiteError from "@/app/(site)/error";
import { brand, telHref } from "@/data/brand";

const error = Object.assign(new Error("hidden in production"), { digest: "1234567" });
const render = (component: typeof StaffError) =>
  renderToStaticMarkup(createElement(component, { error, retry: () => {} }));

describe("the error pages", () => {
  it.each([
    ["(staff)/error.tsx", StaffError],
    ["global-error.tsx", GlobalError],
    ["(site)/error.tsx", SiteError],
  ] as const)("%s says what happened, offers to try again, the phone and the way home", (_, component) => {
    const html = render(component);
    expect(html).toContain(">Something went wrong</h1>");
    expect(html).toContain(`href="${telHref(brand.phone)}"`);
    expect(html).toContain(brand.phone);
    expect(html).toContain('href="/"');
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    expect(html).toContain("Reference for our staff: 1234567");
    expect(html).not.toContain("hidden in production");
  });

  it("global-error.tsx writes the whole document, with a main landmark and the brand's way home", () => {
    const html = render(GlobalError);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain('<main id="main-content"');
    expect(html).toMatch(
      new RegExp(
        `<a href="/"[^>]*>${brand.name.replace("&", "&amp;")}<span class="sr-only">, home</span></a>`,
      ),
    );
  });

  it("the site's and the staff pages' keep their own frames around the message", () => {
    expect(render(SiteError)).not.toContain("<main");
    expect(render(StaffError)).not.toContain("<main");
  });
});
