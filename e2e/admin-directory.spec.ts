import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, query, test } from "./fixtures.ts";

// Customers and Technicians (decisions 0056, 0057): the panes on the demo data, as an
// admin reads them — search, a customer's history, a technician's day and jobs — with axe and 375 px.

test.describe("Customers and Technicians", () => {
  test.describe.configure({ timeout: 90_000 });

  test("customers: search, open a customer's history, the support inbox's link", async ({ asAdmin: page }) => {
    await page.goto("/admin/customers");
    // The first visit loads the page's code: a busy machine needs more than the usual 10 s.
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole("table", { name: "Customers" });
    await expect(table.getByRole("row").filter({ hasText: "Taylor Brooks" })).toHaveCount(1);
    await expect(table.getByRole("columnheader", { name: "Total paid" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Search on the server, kept in the address.
    await page.getByRole("searchbox", { name: "Search customers" }).fill("555-0120");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("555-0120");
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(page.getByText("1 customer matching")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search customers" }).fill("nobody-at-all");
    await expect(page.getByText("No customers found")).toBeVisible();

    // The support inbox links here with the customer's e-mail.
    await page.goto("/admin/customers?q=customer%40homefix.test");
    await expect(page.getByRole("searchbox", { name: "Search customers" })).toHaveValue("customer@homefix.test");
    await table.getByRole("link", { name: "Taylor Brooks" }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Taylor Brooks" })).toBeVisible();
    for (const section of ["Jobs", "Bookings", "Payments", "Invoices", "Reviews"]) {
      await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${section}`) })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: /^Jobs/ }).getByRole("link").first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Back to the list, keyboard only.
    await page.getByRole("link", { name: "All customers" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test("technicians: counts, rating and today's schedule, a job opened from it, their jobs filtered", async ({ asAdmin: page }) => {
    await page.goto("/admin/technicians");
    await expect(page.getByRole("heading", { level: 1, name: "Technicians" })).toBeVisible({ timeout: 30_000 });
    const jordan = page.getByRole("article", { name: "Jordan Reyes" });
    await expect(jordan).toBeVisible();
    for (const figure of ["Assigned", "Active", "Completed"]) await expect(jordan.getByText(figure, { exact: true })).toBeVisible();
    await expect(jordan.getByRole("heading", { name: "Today's schedule" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("searchbox", { name: "Search technicians" }).fill("jordan");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("jordan");
    await expect(page.getByRole("list", { name: "Technicians" }).getByRole("article")).toHaveCount(1);

    // A job on today's schedule opens on the jobs page.
    const scheduled = jordan.getByRole("listitem").getByRole("link");
    if ((await scheduled.count()) > 0) {
      const title = (await scheduled.first().textContent()) ?? "";
      await scheduled.first().click();
      await expect(page).toHaveURL(/\/admin\/jobs\?job=/);
      await expect(page.getByRole("dialog")).toContainText(title);
      await page.goBack();
    }

    // All their jobs: the jobs list filtered by technician.
    await page.getByRole("link", { name: "All jobs of Jordan Reyes" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\?technician=[0-9a-f-]{36}$/);
    await expect(page.getByRole("combobox", { name: "Technician" })).toHaveValue(/[0-9a-f-]{36}/);
    await expect(page.getByRole("combobox", { name: "Technician" }).locator("option:checked")).toHaveText("Jordan Reyes");
  });

  test("both panes and the history page fit a 375 px phone", async ({ asAdmin: page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin/customers");
    await expect(page.getByRole("list", { name: "Customers" }).getByRole("listitem").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("list", { name: "Customers" }).getByRole("link", { name: "Taylor Brooks" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Taylor Brooks" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.goto("/admin/technicians");
    await expect(page.getByRole("article", { name: "Jordan Reyes" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  });

  test("with a customers page URL in Settings, the external platform is offered as an extra tab", async ({ asAdmin: page }) => {
    await page.goto("/admin/customers");
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("tab", { name: "Business platform" })).toHaveCount(0);

    const [saved] = await query<{ value: Record<string, unknown> }>("select value from settings where key = 'business'");
    const embeds = { invoices_url: null, customers_url: "https://platform.example.com/customers", billing_settings_url: null };
    await query("update settings set value = value || jsonb_build_object('embeds', $1::jsonb) where key = 'business'", [JSON.stringify(embeds)]);
    try {
      await page.reload();
      await page.getByRole("tab", { name: "Business platform" }).click();
      await expect(page.locator('iframe[title="Customers on the business platform"]')).toHaveAttribute("src", embeds.customers_url);
      await page.getByRole("tab", { name: "Customers" }).click();
      await expect(page.getByRole("table", { name: "Customers" })).toBeVisible();
    } finally {
      await query("update settings set value = $1::jsonb where key = 'business'", [JSON.stringify(saved.value)]);
    }
  });
});
