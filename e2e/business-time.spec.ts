import type { APIRequestContext } from "@playwright/test";
import { addDays, format } from "date-fns";
import { bookOnFirstFreeDay, firstServiceFor } from "./api-setups.ts";
import { expect, newCustomer, openWeekday, test } from "./fixtures.ts";

// The business's times are Central Florida's (America/New_York): a homeowner whose browser is in
// another zone (a snowbird in Hawaii, a relative booking from abroad) sees the slots with "ET" and
// Florida's today in the calendar, never their own.

/** The hour it is in Florida now. */
function floridaHour(): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }).format(new Date()));
}

/** Florida's today as a local calendar day. */
function floridaToday(): Date {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date()).split("-").map(Number);
  return new Date(year!, month! - 1, day!);
}

// A zone whose calendar day is not Florida's at the hour the test runs: Pago Pago (UTC−11) is
// still on Florida's yesterday before 6 AM there, Kiritimati (UTC+14) already on Florida's
// tomorrow from 6 AM on.
const BROWSER_ZONE = floridaHour() < 6 ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
test.use({ timezoneId: BROWSER_ZONE });

/** Books a 1:00 PM on the first open weekday from `openWeekday(fromDay)` where it is free; the day. */
async function book(request: APIRequestContext, email: string, fromDay: number): Promise<Date> {
  const fan = await firstServiceFor(request, "Ceiling Fan");
  const address = { street: "14 Lakeshore Dr", city: "Orlando", zip: "32801" };
  const booking = { serviceId: fan.id, time: "1:00 PM", name: "Kai Nakamura", email, phone: "(407) 555-0163", address };
  return (await bookOnFirstFreeDay(request, booking, fromDay)).day;
}

test.describe(`Times in a browser in ${BROWSER_ZONE}`, () => {
  test("the booking calendar marks Florida's today and the slots say ET", async ({ page }) => {
    const today = floridaToday();
    await page.goto("/book");
    // The test only means something while the browser's own day is another one.
    expect(await page.evaluate(() => new Date().toDateString())).not.toBe(today.toDateString());

    await page.getByRole("article").first().getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Book A Service" });
    const marked = dialog.getByRole("button", { name: /^Today, / });
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveAccessibleName(`Today, ${format(today, "PPPP")}`);
    await expect(dialog.getByRole("button", { name: format(addDays(today, -1), "PPPP") })).toBeDisabled();
    await expect(dialog.getByRole("radiogroup", { name: "Time (ET)" })).toBeVisible();

    const day = openWeekday(3);
    if (day.getMonth() !== today.getMonth()) await dialog.getByRole("button", { name: "Go to the Next Month" }).click();
    await dialog.getByRole("button", { name: format(day, "PPPP") }).click();
    // The first time still open that day: the demo's own jobs fill some (slots follow who is free).
    const slot = dialog.getByRole("radiogroup", { name: "Time (ET)" }).getByRole("radio", { disabled: false }).first();
    const time = (await slot.getAttribute("value"))!;
    await slot.click();
    await expect(dialog.getByText(`${format(day, "EEEE, MMMM d, yyyy")} at ${time} ET`)).toBeVisible();
  });

  test("My Bookings and its details say ET", async ({ page }) => {
    const email = await newCustomer(page, "zone");
    const day = await book(page.request, email, 5);
    await page.goto("/dashboard/bookings");
    const card = page.getByRole("article", { name: "Ceiling Fan & Light Install" });
    await expect(card.getByText("1:00 PM ET", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "Ceiling Fan & Light Install" });
    await expect(details.getByText(`${format(day, "EEE, MMM d, yyyy")} at 1:00 PM ET`)).toBeVisible();
    // The deposit's time is on Florida's clock too.
    await expect(details.getByText(/ \d{1,2}:\d{2} [AP]M ET$/).first()).toBeVisible();
  });
});
