import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, useStoredTheme } from "./support";

const map = (page: Page) => page.getByRole("region", { name: "Map of our locations" });
const marker = (page: Page, name: string) =>
  map(page).getByRole("list", { name: "Locations on the map" }).getByRole("button", { name, exact: true });
const card = (page: Page, slug: string) => page.locator(`article#location-${slug}`);
const finder = (page: Page) => page.locator("section#find");

async function searchZip(page: Page, zip: string) {
  await finder(page).getByLabel("Zip code").fill(zip);
  await finder(page).getByRole("button", { name: "Search" }).click();
}

test.describe("/locations", () => {
  test("is server-rendered with every location, its title and TireShop data", async ({ request }) => {
    const html = await (await request.get("/locations")).text();
    expect(html).toContain("<title>Find a Location Near You | Allegheny Tire</title>");
    for (const name of [
      "Charleston, WV",
      "Windber, PA",
      "Norton Retread Plant",
      "Wholesale Distribution Center",
    ]) {
      expect(html).toContain(name);
    }
    expect(html.match(/<article id="location-/g)).toHaveLength(11);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { "@graph"?: Record<string, unknown>[] })
      .find((data) => data["@graph"]);
    const shops = jsonLd?.["@graph"] ?? [];
    expect(shops).toHaveLength(8);
    expect(shops[4]).toMatchObject({
      "@type": ["TireShop", "AutoRepair"],
      "@id": "https://www.alleghenytire.example/locations/norton-va#store",
      url: "https://www.alleghenytire.example/locations/norton-va",
      telephone: "(276) 555-0105",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Norton",
        addressRegion: "VA",
        postalCode: "24273",
      },
      geo: { "@type": "GeoCoordinates", latitude: 36.9338, longitude: -82.6302 },
      openingHoursSpecification: {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:30",
        closes: "16:30",
      },
      parentOrganization: {
        "@type": "Organization",
        "@id": "https://www.alleghenytire.example/#organization",
        name: "Allegheny Tire & Service",
      },
    });
    // The offline map ships as finished SVG paths, not as geography data for the browser to project.
    expect(html).not.toContain("topology");
  });

  test("the offline map shows every location; one popup at a time, booking only where bookable", async ({
    page,
  }) => {
    await page.goto("/locations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a Location Near You");
    const markers = map(page).getByRole("list", { name: "Locations on the map" }).getByRole("button");
    await expect(markers).toHaveCount(11);
    await expect(marker(page, "Norton, VA")).toHaveAttribute("title", "Norton, VA");
    const box = await marker(page, "Norton, VA").boundingBox();
    expect(box).toMatchObject({ width: 24, height: 24 });

    await marker(page, "Norton, VA").click();
    const popups = map(page).getByRole("dialog");
    await expect(popups).toHaveCount(1);
    const popup = map(page).getByRole("dialog", { name: "Norton, VA" });
    await expect(popup).toContainText("600 Park Ave NW");
    await expect(popup).toContainText("Norton, VA 24273");
    await expect(popup.getByRole("link", { name: "(276) 555-0105" })).toHaveAttribute(
      "href",
      "tel:+12765550105",
    );
    await expect(popup.getByRole("link", { name: /Schedule Service/ })).toHaveAttribute(
      "href",
      "/schedule?locationId=5&step=2",
    );
    await expect(popup.getByRole("link", { name: /Store details and hours/ })).toHaveAttribute(
      "href",
      "/locations/norton-va",
    );
    await expect(marker(page, "Norton, VA")).toHaveAttribute("aria-expanded", "true");
    // The page hears about the pick: that location's card lights up, without scrolling to it.
    await expect(card(page, "norton-va")).toHaveAttribute("data-selected", "true");
    await expect(card(page, "norton-va")).toHaveAttribute("aria-current", "true");
    await expect(card(page, "norton-va")).not.toBeInViewport();

    for (const [name, slug] of [
      ["Norton Retread Plant", "norton-va-retread-plant"],
      ["Wholesale Distribution Center", "nitro-wv-warehouse"],
      ["Corporate Office", "charleston-wv-corporate-office"],
    ] as const) {
      await popups.getByRole("button", { name: /^Close/ }).click();
      await marker(page, name).click();
      await expect(popups).toHaveCount(1);
      await expect(map(page).getByRole("dialog", { name })).toBeVisible();
      await expect(popups.getByRole("link", { name: /Schedule Service/ })).toHaveCount(0);
      await expect(card(page, slug)).toHaveAttribute("data-selected", "true");
      await expect(page.locator("article[data-selected]")).toHaveCount(1);
    }

    // Opening another marker closes the open popup.
    await marker(page, "Windber, PA").click();
    await expect(popups).toHaveCount(1);
    await expect(map(page).getByRole("dialog", { name: "Windber, PA" })).toBeVisible();
    await expect(marker(page, "Corporate Office")).toHaveAttribute("aria-expanded", "false");
    await expect(card(page, "charleston-wv-corporate-office")).not.toHaveAttribute("data-selected", "true");
  });

  test("markers work from the keyboard; Escape and the close button close the popup", async ({ page }) => {
    await page.goto("/locations");
    await marker(page, "Bristol, TN").focus();
    await page.keyboard.press("Enter");
    const popup = map(page).getByRole("dialog", { name: "Bristol, TN" });
    await expect(popup).toBeVisible();
    // The popup follows its marker in the tab order.
    await page.keyboard.press("Tab");
    await expect(popup.getByRole("link", { name: "(423) 555-0103" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(marker(page, "Bristol, TN")).toBeFocused();

    await page.keyboard.press("Space");
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Close Bristol, TN details" }).click();
    await expect(popup).toHaveCount(0);
    await expect(marker(page, "Bristol, TN")).toBeFocused();
  });

  test("the finder answers a zip with the nearest store and its distance", async ({ page }) => {
    await page.goto("/locations");
    const input = finder(page).getByLabel("Zip code");
    await expect(input).toHaveAttribute("maxlength", "5");
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await expect(input).toHaveAttribute("autocomplete", "postal-code");
    await expect(input).toHaveAttribute("placeholder", /e\.g\. \d{5}/);

    // Hold the reply back a moment to see the busy state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/zip/*", async (route) => {
      await held;
      await route.continue();
    });
    await searchZip(page, "24273");
    const busyButton = finder(page).getByRole("button", { name: "Searching..." });
    await expect(busyButton).toBeDisabled();
    release();

    const result = page.getByTestId("nearest-result");
    await expect(result).toBeVisible();
    await expect(finder(page).getByRole("heading", { name: "Nearest to 24273" })).toBeVisible();
    await expect(result.locator("p").first()).toHaveText("Norton, VA");
    await expect(result).toContainText("600 Park Ave NW");
    await expect(result).toContainText("Norton, VA 24273");
    await expect(result).toContainText(/\d+\.\d miles away/);
    await expect(result.getByRole("link", { name: /Schedule Service/ })).toHaveAttribute(
      "href",
      "/schedule?locationId=5&step=2",
    );
    const directions = result.getByRole("link", { name: /Get Directions/ });
    await expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=36.9338,-82.6302",
    );
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
    await expect(finder(page).getByRole("button", { name: "Search" })).toBeEnabled();
    await expect(result.getByRole("link", { name: "Norton, VA", exact: true })).toHaveAttribute(
      "href",
      "/locations/norton-va",
    );
    // The retread plant across town is closer than any other store, but it is not a store.
    const nearby = finder(page).getByRole("list", { name: "Also nearby" }).getByRole("listitem");
    await expect(nearby).toHaveText([/^Bristol, TN/, /^Williamson, WV/, /^Wytheville, VA/]);
    const sites = finder(page).getByRole("list", { name: "Other Allegheny sites nearby" });
    await expect(sites.getByRole("listitem")).toHaveText([/^Norton Retread Plant\s*\d+\.\d mi$/]);
    await expect(sites.getByRole("link")).toHaveAttribute("href", "/locations/norton-va-retread-plant");
  });

  for (const [zip, nearest, alsoNearby] of [
    ["25301", "Charleston, WV", ["Crab Orchard, WV", "Ashland, KY", "Williamson, WV"]],
    ["41101", "Ashland, KY", ["Charleston, WV", "Williamson, WV", "Crab Orchard, WV"]],
    ["24273", "Norton, VA", ["Bristol, TN", "Williamson, WV", "Wytheville, VA"]],
  ] as const) {
    test(`near ${zip} the stores come first; facilities are listed apart, and the nearest store is marked`, async ({
      page,
    }) => {
      await page.goto("/locations");
      await searchZip(page, zip);
      const result = page.getByTestId("nearest-result");
      await expect(result.locator("p").first()).toHaveText(nearest);
      const nearby = finder(page).getByRole("list", { name: "Also nearby" }).getByRole("link");
      await expect(nearby).toHaveText([...alsoNearby]);
      const facilityNames = ["Corporate Office", "Wholesale Distribution Center", "Norton Retread Plant"];
      for (const name of facilityNames) {
        await expect(result.getByText(name)).toHaveCount(0);
        await expect(nearby.filter({ hasText: name })).toHaveCount(0);
      }
      const sites = finder(page)
        .getByRole("list", { name: "Other Allegheny sites nearby" })
        .getByRole("link");
      for (const name of await sites.allTextContents()) expect(facilityNames).toContain(name);

      await expect(marker(page, nearest)).toHaveAttribute("data-nearest", "true");
      await expect(map(page).locator("[data-nearest]")).toHaveCount(1);
      await expect(page.getByRole("list", { name: "Map legend" })).toContainText(
        "Nearest store to your search",
      );
    });
  }

  test("on a phone the finder's answer comes into view with the store's phone and whether it is open", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/locations");
    await searchZip(page, "24382");
    const result = page.getByTestId("nearest-result");
    await expect(result).toBeInViewport();
    await expect(result.locator("p").first()).toHaveText("Wytheville, VA");
    await expect(
      result.getByRole("link", { name: /Call Wytheville, VA: \(276\) \d{3}-\d{4}/ }),
    ).toHaveAttribute("href", /^tel:\+1276/);
    await expect(result.getByTestId("opening-status")).toHaveText(/^(Open now · closes|Closed)/);
  });

  test("the finder explains a malformed zip without asking the server, and names an unknown zip", async ({
    page,
  }) => {
    const zipRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/zip/")) zipRequests.push(r.url());
    });
    await page.goto("/locations");
    const alert = finder(page).getByRole("alert");
    for (const bad of ["123", "abcde", "24 27"]) {
      await searchZip(page, bad);
      await expect(alert).toHaveText("Please enter a valid 5-digit zip code.");
      await expect(finder(page).getByLabel("Zip code")).toHaveAttribute("aria-invalid", "true");
    }
    expect(zipRequests).toEqual([]);

    await searchZip(page, "99999");
    await expect(alert).toHaveText("We couldn't find zip code 99999. Please check it and try again.");
    await expect(page.getByTestId("nearest-result")).toHaveCount(0);
    expect(zipRequests).toHaveLength(1);

    // A good search afterwards clears the message.
    await searchZip(page, "25301");
    await expect(page.getByTestId("nearest-result")).toContainText("Charleston, WV");
    await expect(alert).toHaveText("");
  });

  test("a lookup that fails (server error or no network) says so with SPEC's text", async ({ page }) => {
    await page.goto("/locations");
    const alert = finder(page).getByRole("alert");
    await page.route("**/api/zip/*", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "down" }),
      }),
    );
    await searchZip(page, "24273");
    await expect(alert).toHaveText("Error finding the nearest location. Please try again.");
    await page.unroute("**/api/zip/*");
    await page.route("**/api/zip/*", (route) => route.abort("internetdisconnected"));
    await searchZip(page, "25301");
    await expect(alert).toHaveText("Error finding the nearest location. Please try again.");
    await expect(page.getByTestId("nearest-result")).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px a marker opens its popup where the map is, and the page stays put`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/locations");
      await map(page).scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await marker(page, "Bristol, TN").click();
      const popup = map(page).getByRole("dialog", { name: "Bristol, TN" });
      await expect(popup).toBeInViewport({ ratio: 1 });
      await expect(card(page, "bristol-tn")).toHaveAttribute("aria-current", "true");
      // A scroll the click set off (smooth or not) has moved the page by the second frame after it.
      const scrollY = await page.evaluate(
        () =>
          new Promise<number>((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY))),
          ),
      );
      expect(scrollY).toBe(before);
      await expect(map(page)).toBeInViewport({ ratio: 1 });
    });
  }

  test("stores and other sites have markers of different shapes, explained by a legend", async ({ page }) => {
    await page.goto("/locations");
    const markers = map(page).getByRole("list", { name: "Locations on the map" }).getByRole("button");
    await expect(markers.and(page.locator('[data-kind="store"]'))).toHaveCount(8);
    await expect(markers.and(page.locator('[data-kind="facility"]'))).toHaveCount(3);
    const shape = (name: string) =>
      marker(page, name).evaluate((b) => {
        const style = getComputedStyle(b);
        return { radius: style.borderTopLeftRadius, colour: style.backgroundColor };
      });
    const store = await shape("Norton, VA");
    const plant = await shape("Norton Retread Plant");
    expect(store.radius).not.toBe(plant.radius);
    expect(store.colour).not.toBe(plant.colour);
    const legend = page.getByRole("list", { name: "Map legend" });
    await expect(legend.getByRole("listitem")).toHaveText([
      "Store: service and appointments",
      "Other site: retread plant, warehouse or office",
    ]);
  });

  test("'Use my location' finds the nearest store from the device's position", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 36.6, longitude: -82.18 }); // downtown Bristol
    await page.goto("/locations");
    await finder(page).getByRole("button", { name: "Use my location" }).click();
    await expect(finder(page).getByRole("heading", { name: "Nearest to you" })).toBeVisible();
    await expect(page.getByTestId("nearest-result").locator("p").first()).toHaveText("Bristol, TN");
    await expect(page.getByTestId("nearest-result")).toContainText(/\d+\.\d miles away/);
  });

  test("'Use my location' says what to do when location access is denied", async ({ page }) => {
    await page.goto("/locations");
    await finder(page).getByRole("button", { name: "Use my location" }).click();
    await expect(finder(page).getByRole("alert")).toContainText("Location access is turned off");
    await expect(page.getByTestId("nearest-result")).toHaveCount(0);
  });

  test("'View Services' opens and closes a card's service list", async ({ page }) => {
    await page.goto("/locations");
    const norton = card(page, "norton-va");
    const toggle = norton.getByRole("button", { name: /View Services/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panelId = await toggle.getAttribute("aria-controls");
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();

    await toggle.click();
    const hide = norton.getByRole("button", { name: /Hide Services/ });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Services Available" })).toBeVisible();
    await expect(panel).toContainText("Tire Retreading");
    // Other cards stay closed.
    await expect(card(page, "bristol-tn").getByRole("button", { name: /View Services/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await hide.click();
    await expect(panel).toBeHidden();
    await expect(norton.getByRole("button", { name: /View Services/ })).toBeVisible();
  });

  test("cards link phones, managers, directions and booking correctly", async ({ page }) => {
    await page.goto("/locations");
    const cards = page.locator("article[id^='location-']");
    await expect(cards).toHaveCount(11);

    const tel = await cards
      .locator("a[href^='tel:']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(tel).toHaveLength(11);
    for (const href of tel) expect(href).toMatch(/^tel:\+1\d{10}$/);

    const names = await cards
      .getByRole("heading", { level: 3 })
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(names).toHaveLength(11);
    for (const href of names) expect(href).toMatch(/^\/locations\/[a-z-]+$/);

    const norton = card(page, "norton-va");
    await expect(norton.getByText("Store Manager:")).toBeVisible();
    const mail = norton.getByRole("link", { name: "Carl Mullins" });
    const mailHref = (await mail.getAttribute("href"))!;
    expect(mailHref).toMatch(/^mailto:cmullins@alleghenytire\.example\?subject=/);
    expect(decodeURIComponent(mailHref.split("subject=")[1]!)).toBe("Inquiry for the Norton, VA store");
    await expect(card(page, "norton-va-retread-plant").getByText("Plant Manager:")).toBeVisible();

    const directions = cards.getByRole("link", { name: /Get Directions/ });
    await expect(directions).toHaveCount(11);
    for (const link of await directions.all()) {
      await expect(link).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d+,-?\d+\.\d+$/,
      );
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    const schedule = await cards
      .getByRole("link", { name: /Schedule Service/ })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(schedule).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((id) => `/schedule?locationId=${id}&step=2`));
    for (const slug of ["norton-va-retread-plant", "nitro-wv-warehouse", "charleston-wv-corporate-office"]) {
      await expect(card(page, slug).getByRole("link", { name: /Schedule Service/ })).toHaveCount(0);
    }

    const hq = page.locator("section#headquarters");
    await expect(hq.getByRole("heading", { name: "Corporate Headquarters" })).toBeVisible();
    await expect(hq).toContainText("700 Virginia St E");
    await expect(hq).toContainText("Monday - Friday, 7:30 AM - 4:30 PM");
    await expect(hq.getByRole("link", { name: "(304) 555-0100" })).toHaveAttribute(
      "href",
      "tel:+13045550100",
    );
    const hqMap = hq.getByRole("link", { name: /View on Map/ });
    await expect(hqMap).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=700%20Virginia/,
    );
    await expect(hqMap).toHaveAttribute("target", "_blank");
  });

  test("'Set as My Store' sets the store for the whole site", async ({ page }) => {
    await page.goto("/locations");
    const selector = page.getByTestId("location-selector");
    await expect(selector).toContainText("Select a Location");
    const norton = card(page, "norton-va");
    await norton.getByRole("button", { name: /Set as My Store/ }).click();
    await expect(selector).toContainText("Norton, VA");
    await expect(norton.getByRole("button", { name: /My Store/ })).toHaveText(/^My Store/);
    await expect(card(page, "bristol-tn").getByRole("button", { name: /Set as My Store/ })).toBeVisible();

    await page.goto("/services");
    await expect(page.getByTestId("location-selector")).toContainText("Norton, VA");
  });

  test("using the page without a map key loads nothing from other sites", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 38.35, longitude: -81.63 });
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    await page.goto("/locations");
    await marker(page, "Windber, PA").click();
    await expect(map(page).getByRole("dialog")).toBeVisible();
    await searchZip(page, "24273");
    await expect(page.getByTestId("nearest-result")).toBeVisible();
    await finder(page).getByRole("button", { name: "Use my location" }).click();
    await expect(finder(page).getByRole("heading", { name: "Nearest to you" })).toBeVisible();
    await card(page, "ashland-ky")
      .getByRole("button", { name: /View Services/ })
      .click();
    await card(page, "ashland-ky")
      .getByRole("button", { name: /Set as My Store/ })
      .click();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    // Links prefetch as they scroll into view: the footer's are among the requests checked.
    const path = (url: string) => new URL(url).pathname;
    await expect.poll(() => urls.some((url) => path(url).startsWith("/privacy"))).toBe(true);

    expect(urls.length).toBeGreaterThan(3);
    const offsite = urls.filter((url) => !["localhost", "127.0.0.1"].includes(new URL(url).hostname));
    expect(offsite).toEqual([]);
    expect(urls.some((url) => url.includes("/api/zip/24273"))).toBe(true);
  });

  test("at phone width every popup stays on screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/locations");
    const names = await map(page)
      .getByRole("list", { name: "Locations on the map" })
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")!));
    expect(names).toHaveLength(11);
    for (const name of names) {
      await marker(page, name).click();
      const popup = map(page).getByRole("dialog", { name });
      await expect(popup).toBeVisible();
      const box = (await popup.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
      await page.keyboard.press("Escape");
    }
  });

  for (const theme of ["light", "dark"] as const) {
    test(`open popup, services and finder result have no WCAG violations (${theme})`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto("/locations");
      await searchZip(page, "24273");
      await expect(page.getByTestId("nearest-result")).toBeVisible();
      await card(page, "norton-va")
        .getByRole("button", { name: /View Services/ })
        .click();
      await card(page, "norton-va")
        .getByRole("button", { name: /Set as My Store/ })
        .click();
      await marker(page, "Windber, PA").click();
      await expect(map(page).getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
