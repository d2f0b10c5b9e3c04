import { expect, hydrateAfterNavigation, test, type Browser, type Page } from "./fixtures";
import { businessDay } from "./schedule-support";
import { bookAt, startSignInSite, type SignInSite } from "./staff-sign-in-support";
import { expectNoAxeViolations } from "./support";

// Staff sign in with their Microsoft 365 accounts: here a fake Entra ID over HTTPS (its account
// picker stands in for Microsoft's), the site's real openid-client, at a phone's and a desk's width.

let signIn: SignInSite;
const DATE = businessDay(5);

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a site of its own, with staff sign-in");

test.beforeAll(async () => {
  signIn = await startSignInSite();
});
test.afterAll(async () => signIn?.stop());

async function staffPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: signIn.site.baseURL,
    viewport: { width, height: 900 },
    // The fake provider's certificate is self-signed.
    ignoreHTTPSErrors: true,
  });
  context.on("page", hydrateAfterNavigation);
  return context.newPage();
}

/** From a staff page, through the sign-in page and the account picker, back to that page. */
async function signInAs(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in with Microsoft" }).click();
  await expect(page.getByRole("heading", { name: "Pick an account" })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`^${name} `) }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
  // The title streams in after the page's first part; axe checks it.
  await expect(page).toHaveTitle(/\S/);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test("the sign-in page says why, and signing out ends the session", async ({ browser }) => {
      const page = await staffPage(browser, width);
      await page.goto("/admin/staff");
      await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fadmin%2Fstaff/);
      await expectNoAxeViolations(page, "the sign-in page");
      await signInAs(page, "/admin/staff", "Jo Prater");
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByText("You're signed out.")).toBeVisible();
      await page.goto("/admin/staff");
      await expect(page).toHaveURL(/\/staff\/sign-in/);
      await page.context().close();
    });

    test("an account without the role is told so, and keeps out", async ({ browser }) => {
      const page = await staffPage(browser, width);
      await signInAs(page, "/admin/quotes", "Sam Ortiz");
      await page.goto("/admin/staff");
      await expect(page.getByText("Your account does not have access to that page.")).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Staff list" }),
      ).toHaveCount(0);
      await expectNoAxeViolations(page, "the sign-in page, refused");
      await page.context().close();
    });

    test("an operator edits the staff list", async ({ browser }) => {
      const page = await staffPage(browser, width);
      await signInAs(page, "/admin/staff", "Jo Prater");
      await expect(page.getByRole("heading", { level: 1, name: "Staff list" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Dana Whitt" })).toBeVisible();
      await expectNoAxeViolations(page, "the staff list");
      const email = `new.hire.${width}@alleghenytire.example`;
      const add = page.getByRole("form", { name: "Add a person" });
      await add.getByLabel("Company e-mail").fill(email);
      await add.getByLabel("Name").fill(`New Hire ${width}`);
      await add.getByLabel("Wytheville, VA").check();
      await add.getByRole("button", { name: "Add to the staff list" }).click();
      await expect(page.getByRole("status")).toHaveText(
        `Saved: New Hire ${width} (${email}) acts for Wytheville, VA.`,
      );
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: `New Hire ${width}` }) });
      await expect(card).toContainText("Changed by Jo Prater");
      await card.getByText(`Change New Hire ${width}'s stores`).click();
      await card.getByLabel("Norton, VA").check();
      await card.getByRole("button", { name: `Save New Hire ${width}` }).click();
      await expect(page.getByRole("status")).toContainText("acts for Wytheville, VA, Norton, VA.");
      const again = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: `New Hire ${width}` }) });
      await again.getByText(`Change New Hire ${width}'s stores`).click();
      await again.getByRole("button", { name: `Remove New Hire ${width} from the list` }).click();
      await expect(page.getByRole("status")).toHaveText(`Removed ${email} from the staff list.`);
      await expect(page.getByRole("heading", { name: `New Hire ${width}` })).toHaveCount(0);
      await page.context().close();
    });
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px: a Bristol manager sees only Bristol, confirms a request, and the history names them`, async ({
    browser,
  }) => {
    const bristol = await bookAt(signIn.site, "bristol@alleghenytire.example", DATE, `Bristol${width}`);
    await bookAt(signIn.site, "charleston@alleghenytire.example", DATE, `Charleston${width}`);
    const page = await staffPage(browser, width);
    await signInAs(page, `/admin/appointments?from=${DATE}&days=1`, "Dana Whitt");
    const stores = page.getByRole("combobox", { name: "Store" }).getByRole("option");
    await expect(stores).toHaveText(["My store", "Bristol, TN"]);
    await expect(page.getByRole("main")).toContainText(bristol);
    await expect(page.getByRole("main")).not.toContainText(`Charleston${width}`);
    // Pages she has no role for are not offered.
    const nav = page.getByRole("navigation", { name: "Staff pages" });
    await expect(nav.getByRole("link", { name: "Staff list" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Quote requests" })).toHaveCount(0);

    const card = page.getByRole("listitem", { name: new RegExp(`Ada Bristol${width}`) });
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Confirmed. The customer has been e-mailed.", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Confirmed by Dana Whitt · /)).toBeVisible();
    await card.locator("summary").click();
    await expect(card.getByRole("listitem").filter({ hasText: /^Confirmed/ })).toContainText("Dana Whitt");
    await expectNoAxeViolations(page, `the board signed in at ${width} px`);
    await page.context().close();
  });
}

test("a sales user works a quote request, and its history names them", async ({ browser }) => {
  const sent = await fetch(`${signIn.site.baseURL}/api/quotes`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      product: "Titan Hi Traction Lug 18.4-38",
      quantity: 2,
      application: "farm",
      name: "Hal Fields",
      email: "hal@example.com",
      phone: "3045550188",
    }),
  });
  const { reference } = (await sent.json()) as { reference: string };
  for (const width of [390, 1280]) {
    const page = await staffPage(browser, width);
    await signInAs(page, "/admin/quotes", "Sam Ortiz");
    await expect(page.getByRole("heading", { level: 1, name: "Quote requests" })).toBeVisible();
    await expectNoAxeViolations(page, `the quote desk at ${width} px`);
    if (width === 1280) {
      await page.getByRole("link", { name: reference }).click();
      await page.getByRole("button", { name: "Assign to me" }).click();
      await expect(page.getByRole("combobox", { name: "Assignee" })).toHaveValue("Sam Ortiz");
      await page.getByRole("textbox", { name: /^Note/ }).fill("Called Hal: wants them mounted.");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page).toHaveTitle(/\S/);
      const history = page.getByRole("region", { name: "History" });
      await expect(history).toContainText("Assigned to Sam Ortiz");
      await expect(history.getByRole("listitem").last()).toContainText(
        /By Sam Ortiz \(sam\.ortiz@alleghenytire\.example\) from \S+/,
      );
      await expectNoAxeViolations(page, "the quote request after the save");
    }
    await page.context().close();
  }
});

test("a bad entry is refused in words", async ({ browser }) => {
  const page = await staffPage(browser, 390);
  await signInAs(page, "/admin/staff", "Jo Prater");
  const add = page.getByRole("form", { name: "Add a person" });
  await add.getByLabel("Company e-mail").fill("dana.whitt@alleghenytire.example");
  await add.getByLabel("Name").fill("   ");
  await add.getByRole("button", { name: "Add to the staff list" }).click();
  // The browser's own check stops a blank name first; a name of spaces reaches the server.
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Enter the person's name as it should appear in appointment histories." }),
  ).toBeVisible();

  // A personal address is not a company account, whatever stores are ticked.
  await add.getByLabel("Company e-mail").fill("kyle.lane@gmail.com");
  await add.getByLabel("Name").fill("Kyle Lane");
  await add.getByLabel("Bristol, TN").check();
  await add.getByRole("button", { name: "Add to the staff list" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Enter the person's company e-mail address (ending in @alleghenytire.example)." }),
  ).toBeVisible();
  // A company address with no store ticked acts for nobody: the list asks for a store.
  await add.getByLabel("Company e-mail").fill("kyle.lane@alleghenytire.example");
  await add.getByLabel("Name").fill("Kyle Lane");
  await add.getByRole("button", { name: "Add to the staff list" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Tick at least one store this person acts for, or the sales desk." }),
  ).toBeVisible();
  await expect(page.getByText("kyle.lane@gmail.com")).toHaveCount(0);
  // On the sales desk alone is enough: quotes can then be assigned to them.
  await add.getByLabel("Company e-mail").fill("kyle.lane@alleghenytire.example");
  await add.getByLabel("Name").fill("Kyle Lane");
  await add.getByLabel(/^On the sales desk/).check();
  await add.getByRole("button", { name: "Add to the staff list" }).click();
  const kyle = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Kyle Lane" }) });
  await expect(kyle).toContainText("No store · Sales desk");
  await page.context().close();
});
