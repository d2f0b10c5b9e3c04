import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { brand } from "@/data/brand";
import { hasBrokenEscape } from "@/lib/http/malformed-path";
import { gateRequest } from "@/lib/http/request-gate";
import { REFUSED_METHOD_HEADER, TIDIED_PATH_HEADER } from "@/lib/http/request-marks";
import { markRequest } from "@/lib/http/server-request-guard";
import { config } from "@/proxy";

const request = (path: string, method = "GET", headers: Record<string, string> = {}, body?: BodyInit) =>
  new NextRequest(`http://localhost${path}`, { method, headers, body });

describe("hasBrokenEscape", () => {
  it("finds a % that does not decode in any segment", () => {
    for (const path of [
      "/%",
      "/api/zip/%",
      "/locations/%ZZ",
      "/tires/size/%E2%82",
      "/a/%C0%AF/b",
      "/%ED%A0%80",
      "/about%",
    ])
      expect(hasBrokenEscape(path), path).toBe(true);
    for (const path of [
      "/",
      "/locations/bristol-tn",
      "/api/zip/25301",
      "/search%20me",
      "/%E2%82%AC",
      "/a%2Fb",
    ])
      expect(hasBrokenEscape(path), path).toBe(false);
  });
});

describe("gateRequest: broken escapes", () => {
  it("answers an API with 400 in our JSON shape", async () => {
    const reply = gateRequest(request("/api/zip/%"))!;
    expect(reply.status).toBe(400);
    const body = (await reply.json()) as Record<string, unknown>;
    expect(body).toEqual({ success: false, error: body.message, message: expect.stringContaining("% sign") });
  });

  it("answers a page with 400 and a small page of ours: name, phone, the way home, no script", async () => {
    const reply = gateRequest(request("/locations/%"))!;
    expect(reply.status).toBe(400);
    expect(reply.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await reply.text();
    expect(html).toContain(`<html lang="en">`);
    expect(html).toContain("<h1>This address is garbled</h1>");
    expect(html).toContain(brand.phone);
    expect(html).toContain('<a href="/">Back to Home</a>');
    expect(html).not.toContain("<script");
  });
});

describe("gateRequest: methods of pages", () => {
  it("lets pages be opened", () => {
    for (const method of ["GET", "HEAD"]) expect(gateRequest(request("/locations", method))).toBeNull();
  });

  it("lets a form post to its page, as a Server Action or as the browser's own submission", () => {
    expect(gateRequest(request("/contact", "POST", { "next-action": "abc" }, "[]"))).toBeNull();
    expect(gateRequest(request("/contact", "POST", {}, new URLSearchParams({ a: "b" })))).toBeNull();
    const form = new FormData();
    form.append("a", "b");
    expect(gateRequest(request("/contact", "POST", {}, form))).toBeNull();
  });

  it("refuses every other method, and any POST to a file, with 405 and Allow", async () => {
    const refused = [
      request("/locations", "PUT"),
      request("/", "DELETE"),
      request("/search?q=x", "OPTIONS"),
      request("/search", "POST", { "content-type": "application/json" }, "{}"),
      request("/tire-buying-guide.html", "POST", {}, new URLSearchParams({ a: "b" })),
      request("/admin/appointments", "OPTIONS", { [REFUSED_METHOD_HEADER]: "TRACE" }),
    ];
    for (const r of refused) {
      const reply = gateRequest(r);
      expect(reply?.status, `${r.method} ${r.nextUrl.pathname}`).toBe(405);
      expect(reply?.headers.get("allow")).toBe("GET, HEAD");
    }
    const trace = await gateRequest(refused.at(-1)!)!.text();
    expect(trace).toContain("does not take TRACE requests");
  });

  it("answers a JSON file's refusal in JSON", async () => {
    const reply = gateRequest(request("/search-suggestions.json", "PUT"))!;
    expect(reply.status).toBe(405);
    expect(((await reply.json()) as { success: boolean }).success).toBe(false);
  });

  it("leaves the APIs' methods to their routes", () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"])
      expect(gateRequest(request("/api/contact", method))).toBeNull();
  });
});

describe("gateRequest: our redirects", () => {
  const location = (path: string, headers: Record<string, string> = {}) => {
    const reply = gateRequest(request(path, "GET", headers));
    expect(reply?.status, path).toBe(308);
    const url = new URL(reply!.headers.get("location")!);
    return url.pathname + url.search;
  };

  it("sends the store locator's old addresses to /locations, in any case, keeping the query", () => {
    expect(location("/find-us")).toBe("/locations");
    expect(location("/findus")).toBe("/locations");
    expect(location("/Find-Us?store=3")).toBe("/locations?store=3");
    expect(location("/find-us/")).toBe("/locations");
  });

  it("drops a trailing slash, and redirects a path the server tidied", () => {
    expect(location("/locations/")).toBe("/locations");
    expect(location("/api/zip/25301/?x=1")).toBe("/api/zip/25301?x=1");
    expect(location("/locations", { [TIDIED_PATH_HEADER]: "1" })).toBe("/locations");
  });

  it("sends a size address written the sidewall's way to the size's page", () => {
    expect(location("/tires/size/18.4-38")).toBe("/tires/size/18-4r38");
    expect(location("/tires/size/LT265-70R17")).toBe("/tires/size/lt265-70r17");
    expect(location("/tires/size/265%2F70R17")).toBe("/tires/size/265-70r17");
    expect(location("/tires/size/11R22.5")).toBe("/tires/size/11r22-5");
    expect(location("/tires/size/IF%20710%2F70R42")).toBe("/tires/size/710-70r42");
    expect(location("/tires/size/225-65R17/")).toBe("/tires/size/225-65r17");
  });

  it("turns a service description in a size address into the page's filter, keeping the query", () => {
    expect(location("/tires/size/lt265-70r17-121-118s")).toBe("/tires/size/lt265-70r17?load=121&speed=S");
    expect(location("/tires/size/LT265%2F70R17%20121%2F118S?brand=kelly")).toBe(
      "/tires/size/lt265-70r17?brand=kelly&load=121&speed=S",
    );
    expect(location("/tires/size/225-65r17-102h")).toBe("/tires/size/225-65r17?load=102&speed=H");
    // Quote tires carry no ratings to filter on.
    expect(location("/tires/size/295-75r22-5-144-141m")).toBe("/tires/size/295-75r22-5");
  });

  it("leaves a canonical size address, and a size nobody sells, to the page (a 404 for the latter)", () => {
    for (const path of [
      "/tires/size/18-4r38",
      "/tires/size/lt265-70r17?load=121&speed=S",
      "/tires/size/35x12.50R20LT",
      "/tires/size/999-99r99",
      "/tires/size/not-a-size",
      "/tires/size/18.4-38/filtered",
    ])
      expect(gateRequest(request(path)), path).toBeNull();
  });

  it("leaves every other address alone", () => {
    for (const path of ["/", "/locations", "/about?x=/", "/api/zip/25301"])
      expect(gateRequest(request(path)), path).toBeNull();
  });
});

describe("markRequest (the Node.js server, before Next.js)", () => {
  const incoming = (method: string, url: string, headers: Record<string, string> = {}) => ({
    method,
    url,
    headers: { ...headers } as Record<string, string | string[] | undefined>,
  });

  it("hands a method Next.js does not route on as OPTIONS naming it", () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE"]) {
      const r = incoming(method, "/api/zip/25301");
      markRequest(r);
      expect(r.method).toBe("OPTIONS");
      expect(r.headers[REFUSED_METHOD_HEADER]).toBe(method);
    }
  });

  it("marks any method but GET and HEAD on the build's own files, which are only fetched", () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const r = incoming(method, "/_next/static/chunks/app.js");
      markRequest(r);
      expect(r.method).toBe("OPTIONS");
      expect(r.headers[REFUSED_METHOD_HEADER]).toBe(method);
    }
    for (const method of ["GET", "HEAD"]) {
      const r = incoming(method, "/_next/static/chunks/app.js");
      markRequest(r);
      expect(r).toEqual(incoming(method, "/_next/static/chunks/app.js"));
    }
  });

  it("sends those marked requests through proxy.ts, which runs for the build's files only then", () => {
    expect(config.matcher).toContainEqual({
      source: "/_next/:path*",
      has: [{ type: "header", key: REFUSED_METHOD_HEADER }],
    });
  });

  it("removes the marks from every other request, so no client can set them", () => {
    const r = incoming("OPTIONS", "/api/zip/25301", {
      [REFUSED_METHOD_HEADER]: "TRACE",
      [TIDIED_PATH_HEADER]: "1",
    });
    markRequest(r);
    expect(r).toEqual(incoming("OPTIONS", "/api/zip/25301"));
  });

  it("tidies // and \\ in the path, not in the query, and marks it", () => {
    const r = incoming("GET", "//find-us\\\\x//?next=//evil.example");
    markRequest(r);
    expect(r.url).toBe("/find-us/x/?next=//evil.example");
    expect(r.headers[TIDIED_PATH_HEADER]).toBe("1");
  });
});
