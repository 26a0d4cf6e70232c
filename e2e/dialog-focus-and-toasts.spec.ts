import type { Locator, Page } from "@playwright/test";
import { expect, overlaps, test } from "./fixtures.ts";

// A closed dialog gives focus back to what opened it; on a phone a
// toast never covers a dialog's header or buttons.

function serviceCard(page: Page, name: string): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

test("closing the booking dialog returns focus to its Book Now button", async ({ page }) => {
  await page.goto("/book");
  const book = serviceCard(page, "AC Tune-Up").getByRole("button", { name: "Book Now" });
  await book.click();
  const dialog = page.getByRole("dialog", { name: "Book A Service" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(book).toBeFocused();
});

test("the chat, opened from a service's details, returns focus to the card's Get More Info", async ({ page }) => {
  await page.goto("/services");
  const more = serviceCard(page, "Plumbing Repair").getByRole("button", { name: /Get More Info/ });
  await more.click();
  await page.getByRole("dialog", { name: "Plumbing Repair" }).getByRole("button", { name: "Ask Questions" }).click();
  const chat = page.getByRole("dialog", { name: "Customer Service Chat" });
  await expect(chat).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(chat).toBeHidden();
  await expect(more).toBeFocused();
});

test("the service details dialog returns focus to Get More Info", async ({ page }) => {
  await page.goto("/services");
  const more = serviceCard(page, "Plumbing Repair").getByRole("button", { name: /Get More Info/ });
  await more.click();
  const details = page.getByRole("dialog", { name: "Plumbing Repair" });
  await expect(details).toBeVisible();
  await details.getByRole("button", { name: "Close" }).last().click();
  await expect(details).toBeHidden();
  await expect(more).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("a toast does not cover the dialog's header or buttons", async ({ page }) => {
    await page.goto("/book");
    await serviceCard(page, "AC Tune-Up").getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Book A Service" });
    await expect(dialog).toBeVisible();
    const pay = dialog.getByRole("button", { name: /^Pay / });
    await pay.click({ force: true });
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Missing information" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-mounted", "true");

    expect(await overlaps(toast, dialog.getByRole("heading", { name: "Book A Service" }))).toBe(false);
    expect(await overlaps(toast, dialog.getByRole("button", { name: "Close" }).last())).toBe(false);
    expect(await overlaps(toast, dialog)).toBe(false);
  });
});
