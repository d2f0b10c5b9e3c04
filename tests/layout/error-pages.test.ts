import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import RootError from "@/app/error";
import GlobalError from "@/app/global-error";
import SiteError from "@/app/(site)/error";
import { brand, telHref } from "@/data/brand";

const error = Object.assign(new Error("hidden in production"), { digest: "1234567" });
const render = (component: typeof RootError) =>
  renderToStaticMarkup(createElement(component, { error, retry: () => {} }));

describe("the error pages", () => {
  it.each([
    ["error.tsx", RootError],
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
    expect(html).toContain(`aria-label="${brand.name.replace("&", "&amp;")}, home"`);
  });

  it("error.tsx brings its own frame; the site's keeps the site's header and footer around it", () => {
    expect(render(RootError)).toContain('<main id="main-content"');
    expect(render(SiteError)).not.toContain("<main");
  });
});
