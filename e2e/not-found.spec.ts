import { expect, test } from "./fixtures";

for (const path of ["/nope", "/tires/does/not/exist", "/contact-us-now"]) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Allegheny Tire");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Page Not Found");
    await expect(
      page.getByText(
        "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

// The 404 page is in the HTML itself, frame included: it reads without JavaScript, and a
// made-up product id gets the same page as any other unknown address.
for (const path of [
  "/nope",
  "/tires/details/not-a-real-tire",
  "/locations/nowhere",
  "/tires/size/999-99r99",
]) {
  test(`${path} sends the whole 404 page in its HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('id="__next_error__"');
    expect(html).toMatch(/<h1[^>]*>.*Page Not Found<\/h1>/);
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
}

test("Back to Home returns to the home page", async ({ page }) => {
  await page.goto("/nope");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tough tires for tough terrains.");
});

for (const path of ["/find-us", "/findus"]) {
  test(`${path} redirects permanently to /locations`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/locations");
  });
}
