import type { Locator, Page } from "@playwright/test";
import { format } from "date-fns";
import { expect, openWeekday, test, waitingForStart } from "./fixtures.ts";
import { toast } from "./admin-jobs-fixtures.ts";

// Decision 0152: a technician's day off removes that day's slots on the public booking
// page. Roof Leak Repair is roofing work, which Jordan (all work) and Chris do in the demo team;
// the day is far ahead, so no other spec books on it.
const SERVICE = "Roof Leak Repair";
const DAY = openWeekday(80);
const NEXT_DAY = openWeekday(81);
const REASON = "Family wedding";

async function openBooking(page: Page): Promise<Locator> {
  await page.goto("/book");
  await expect(page.getByRole("heading", { level: 1, name: "Book a Service" })).toBeVisible();
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: SERVICE, exact: true }) })
    .getByRole("button", { name: "Book Now" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Book A Service" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks `target` in the dialog's calendar, which shows the month of `shown`. */
async function pickDate(dialog: Locator, target: Date, shown = new Date()) {
  const months = (target.getFullYear() - shown.getFullYear()) * 12 + target.getMonth() - shown.getMonth();
  for (let i = 0; i < months; i++) await dialog.getByRole("button", { name: "Go to the Next Month" }).click();
  await dialog.getByRole("button", { name: format(target, "PPPP") }).click();
}

const slotsGroup = (dialog: Locator) => dialog.getByRole("radiogroup");

async function giveDayOff(admin: Page, name: string) {
  await admin.getByRole("button", { name: `Hours & time off of ${name}` }).click();
  const editor = admin.getByRole("dialog", { name: `Hours & time off: ${name}` });
  const form = editor.getByRole("form", { name: "Add time off" });
  await form.getByLabel("From").fill(format(DAY, "yyyy-MM-dd"));
  await expect(form.getByRole("checkbox", { name: "Whole days" })).toBeChecked();
  await form.getByLabel("Reason").fill(REASON);
  await form.getByRole("button", { name: "Add time off" }).click();
  // This technician's toast: the one for the technician before may still be on screen.
  await expect(toast(admin, "Time off added").filter({ hasText: name })).toBeVisible();
  await expect(editor.getByRole("list", { name: "Time off" }).getByText(REASON)).toBeVisible();
  await editor.getByRole("button", { name: "Close" }).click();
  await expect(editor).toBeHidden();
}

test("a technician's day off removes that day's slots on the public booking page", async ({ browser, asAdmin }) => {
  // Two people, two browsers, the booking page opened twice and two technicians edited.
  test.slow();
  // A visitor, in a browser of their own. The day is bookable for roofing before anyone takes it off.
  const visitor = await browser.newContext();
  const page = waitingForStart(await visitor.newPage());
  let dialog = await openBooking(page);
  await pickDate(dialog, DAY);
  await expect(slotsGroup(dialog).getByRole("radio", { name: "10:00 AM", exact: true })).toBeEnabled();

  await asAdmin.goto("/admin/technicians");
  await expect(asAdmin.getByRole("heading", { level: 1, name: "Technicians" })).toBeVisible();
  await giveDayOff(asAdmin, "Jordan Reyes");
  await giveDayOff(asAdmin, "Chris Walker");

  // A visitor opening the booking now finds every slot of that day full, and the next day open.
  dialog = await openBooking(page);
  await pickDate(dialog, DAY);
  for (const time of ["8:00 AM", "10:00 AM", "1:00 PM"]) await expect(slotsGroup(dialog).getByRole("radio", { name: `${time}, Full` })).toBeDisabled();
  await expect(slotsGroup(dialog).getByRole("radio", { disabled: false })).toHaveCount(0);
  await pickDate(dialog, NEXT_DAY, DAY);
  await expect(slotsGroup(dialog).getByRole("radio", { name: "10:00 AM", exact: true })).toBeEnabled();

  // Stored as the admin entered it, with its reason: tests/technician-hours.test.ts ("adds and removes time off with a reason").
  await visitor.close();
});
