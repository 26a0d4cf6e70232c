import { expect, test, waitingForStart } from "./fixtures.ts";
import { toast } from "./admin-jobs-fixtures.ts";
import { fillTestCard } from "./emergency-fixtures.ts";
import { LANDFALL_PAUSED } from "../src/shared/rules/storm.ts";

// Storm-season mode at landfall (decision 0160): no crew goes to the storm's counties, so the
// emergency payment asks where help is needed, takes no fee for a city there, and takes it for
// a city elsewhere, whose name then fills the details. Storm mode is put back off whatever happens.

type TDocument = { settings: Record<string, unknown> & { storm: Record<string, unknown> }; version: number };

test("at landfall the emergency payment asks the city: refused in the storm's county, paid outside it", async ({ asAdmin: admin, browser }) => {
  test.setTimeout(90_000);
  const setStorm = async (storm: Record<string, unknown>) => {
    const now = (await (await admin.request.get("/api/admin/settings")).json()) as TDocument;
    const saved = await admin.request.put("/api/admin/settings", {
      data: { settings: { ...now.settings, storm: { ...now.settings.storm, ...storm } }, version: now.version },
    });
    expect(saved.status()).toBe(200);
  };
  const context = await browser.newContext();
  const page = waitingForStart(await context.newPage());
  try {
    await setStorm({ phase: "landfall", counties: ["Orange"] });
    // Settings show from the next page load (the public answers are dropped on a save).
    await expect(async () => {
      await page.goto("/#contact");
      await expect(page.getByRole("region", { name: "Storm notice" })).toContainText("Hurricane warning", { timeout: 2_000 });
    }).toPass();
    await page.locator("#contact").getByRole("button", { name: "Book Emergency Service" }).click();
    await page.getByRole("dialog", { name: "Emergency Service" }).getByRole("button", { name: "Book Emergency Service" }).click();
    const payment = page.getByRole("dialog", { name: "Emergency Service Payment" });
    await expect(payment.getByText("Tell us your city, so we know whether we can come.")).toBeVisible();

    await payment.getByLabel("Phone").fill("(407) 555-0178");
    await fillTestCard(payment, "Robin Landfall");
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    await expect(payment.getByText("City is required")).toBeVisible();

    // Orlando is in Orange County: no fee is taken, and the customer is told why, beside the city.
    await payment.getByLabel("City").fill("Orlando");
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    await expect(payment.getByLabel("City")).toHaveAccessibleDescription(LANDFALL_PAUSED);
    await expect(toast(page, "Payment Failed")).toContainText("Our crews are off the road");

    // Lakeland is outside it: paid, and the details start from the city given.
    await payment.getByLabel("City").fill("Lakeland");
    await payment.getByRole("button", { name: "Pay $25.00 (Test)" }).click();
    const details = page.getByRole("dialog", { name: "Emergency Booking Details" });
    await expect(details.getByText("Emergency fee paid")).toBeVisible();
    await expect(details.getByLabel("City")).toHaveValue("Lakeland");
  } finally {
    await context.close();
    await setStorm({ phase: "off", counties: [] });
  }
});
