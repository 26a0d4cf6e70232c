import { format } from "date-fns";
import { expect, test } from "./fixtures.ts";
import { hoursOn } from "../src/shared/rules/business-hours.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../src/shared/schemas/settings.ts";

// The booking calendar offers no day beyond the booking window
// (booking_window_days, 180 by default); the server refuses those days too.

/** A calendar day `daysAhead` after today in the business's time zone (the browser runs there too). */
function businessDay(daysAhead: number): Date {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date()).split("-").map(Number);
  return new Date(year!, month! - 1, day! + daysAhead);
}

test("the booking calendar stops at the last day of the window", async ({ page }) => {
  await page.goto("/book");
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Door Repair & Install", exact: true }) })
    .getByRole("button", { name: "Book Now" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Book A Service" });
  const today = businessDay(0);
  const last = businessDay(180);
  const months = (last.getFullYear() - today.getFullYear()) * 12 + last.getMonth() - today.getMonth();
  const next = dialog.getByRole("button", { name: "Go to the Next Month" });
  for (let i = 0; i < months; i++) await next.click();
  await expect(next).toBeDisabled();

  // The last day is offered unless the business is closed then (a Sunday or a holiday, decision 0150).
  const lastOpen = hoursOn(format(last, "yyyy-MM-dd"), DEFAULT_BUSINESS_SETTINGS.opening_hours) !== null;
  if (lastOpen) await expect(dialog.getByRole("button", { name: format(last, "PPPP") })).toBeEnabled();
  else await expect(dialog.getByRole("button", { name: format(last, "PPPP") })).toBeDisabled();
  const dayAfter = businessDay(181);
  if (dayAfter.getMonth() === last.getMonth()) await expect(dialog.getByRole("button", { name: format(dayAfter, "PPPP") })).toBeDisabled();
});

test("the booking calendar offers no Sunday, and Saturday's slots end by 4 PM (decision 0150)", async ({ page }) => {
  await page.goto("/book");
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Door Repair & Install", exact: true }) })
    .getByRole("button", { name: "Book Now" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Book A Service" });
  const next = dialog.getByRole("button", { name: "Go to the Next Month" });
  // Next month's first Sunday and Saturday, so both are on the page shown and in the window.
  const today = businessDay(0);
  await next.click();
  const first = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  const sunday = new Date(first.getFullYear(), first.getMonth(), 1 + ((7 - first.getDay()) % 7));
  const saturday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 6);
  await expect(dialog.getByRole("button", { name: format(sunday, "PPPP") })).toBeDisabled();
  await dialog.getByRole("button", { name: format(saturday, "PPPP") }).click();
  await expect(dialog.getByRole("radio", { name: "3:00 PM", exact: true })).toBeEnabled();
  await expect(dialog.getByRole("radio", { name: /^4:00 PM/ })).toHaveCount(0);
  await expect(dialog.getByRole("radio", { name: /^5:00 PM/ })).toHaveCount(0);
});
