import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

// The booking dialog as a customer goes through it (customer-side.md §4): booking.spec.ts checks
// each step; other specs book through it the same way.

export function serviceCard(page: Page, name: string): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

export async function openBooking(page: Page, serviceName: string): Promise<Locator> {
  await page.goto("/book");
  await expect(page.getByRole("heading", { level: 1, name: "Book a Service" })).toBeVisible();
  await serviceCard(page, serviceName).getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Book A Service" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(serviceName)).toBeVisible();
  return dialog;
}

/**
 * The demo customer's phone: it has booked before, so these bookings get no first-booking
 * discount and the flow tests check full prices; the discount has its own test.
 */
export const RETURNING_PHONE = "(407) 555-0120";

/** Step 1's e-mail and phone, which the first-booking discount is decided for before paying (decision 0140). */
export async function fillPayerContact(dialog: Locator, email: string, phone = RETURNING_PHONE) {
  await dialog.getByLabel("Phone").fill(phone);
  await dialog.getByLabel("Email").fill(email);
}

export async function payDeposit(page: Page, dialog: Locator, payLabel: string, email: string, phone = RETURNING_PHONE) {
  await fillPayerContact(dialog, email, phone);
  // The server takes the deposit, and its answer (not a timer) says it is paid.
  const paid = page.waitForResponse((response) => response.url().endsWith("/api/bookings/deposits") && response.request().method() === "POST");
  await dialog.getByRole("button", { name: payLabel }).click();
  expect((await paid).ok()).toBe(true);
  await expect(page.getByText("Test payment successful")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Complete Booking" })).toBeVisible();
}

/** Step 2's name and service address (the e-mail and phone were given with the payment). */
export async function fillContact(dialog: Locator, name = "Jordan Ellis") {
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Service Address").fill("221 Lake Eola Dr");
  await dialog.getByLabel("City (optional)").fill("Orlando");
  await dialog.getByLabel("ZIP Code (optional)").fill("32801");
}
