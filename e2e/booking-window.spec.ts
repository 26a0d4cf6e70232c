import { format } from "date-fns";
import { expect, test } from "./fixtures.ts";

// Issue 8 fault 8: the booking calendar offers no day beyond the booking window
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

  await expect(dialog.getByRole("button", { name: format(last, "PPPP") })).toBeEnabled();
  const dayAfter = businessDay(181);
  if (dayAfter.getMonth() === last.getMonth()) await expect(dialog.getByRole("button", { name: format(dayAfter, "PPPP") })).toBeDisabled();
});
