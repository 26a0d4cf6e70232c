import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, openWeekday, signInQuickly, test, waitingForStart } from "./fixtures.ts";
import { createJob, deleteCreatedJobs, toast, uniqueTag } from "./admin-jobs-fixtures.ts";

// The schedule board (decision 0155): a drag seen live on a second admin's board, a
// keyboard-only move through the Move dialog, axe with the dialog open, the 375 px agenda.

const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = waitingForStart(await context.newPage());
  await signInQuickly(page, email);
  return page;
}

/** Two active demo technicians other than the one the technician specs sign in as. */
async function twoTechnicians(page: Page, date: string) {
  const response = await page.request.get(`/api/admin/schedule?view=day&date=${date}`);
  const { technicians } = (await response.json()) as { technicians: { id: string; name: string }[] };
  const others = technicians.filter((technician) => technician.name !== "Jordan Reyes");
  expect(others.length).toBeGreaterThanOrEqual(2);
  return [others[0]!, others[1]!] as const;
}

/** A job of its own on a far weekday, so no demo job overlaps it. */
async function boardJob(page: Page, title: string, date: string, technicianId: string) {
  return createJob(page, { title, status: "scheduled", technician_id: technicianId, scheduled_date: date, scheduled_time: "9:00 AM", estimated_hours: 1 });
}

test.afterEach(async ({ asAdmin }) => deleteCreatedJobs(asAdmin));

test("an admin drags a job to another technician and time, and a second admin's board moves it live", async ({ asAdmin, browser }) => {
  const date = iso(openWeekday(60));
  const [first, second] = await twoTechnicians(asAdmin, date);
  const title = uniqueTag("Dragged");
  await boardJob(asAdmin, title, date, first.id);

  const other = await pageAs(browser, DEMO.admin);
  for (const page of [asAdmin, other]) {
    await page.goto(`/admin/schedule?view=day&date=${date}`);
    await expect(page.getByRole("group", { name: first.name }).getByRole("article", { name: new RegExp(title) })).toBeVisible();
  }

  const block = asAdmin.getByRole("article", { name: new RegExp(title) });
  const target = asAdmin.locator(`[data-drop-technician="${second.id}"][data-drop-time="11:00 AM"]`);
  await target.scrollIntoViewIfNeeded();
  const from = (await block.locator("p").first().boundingBox())!;
  const to = (await target.boundingBox())!;
  await asAdmin.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await asAdmin.mouse.down();
  await asAdmin.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 12 });
  await asAdmin.mouse.up();

  await expect(toast(asAdmin, "Job moved")).toBeVisible();
  const moved = other.getByRole("group", { name: second.name }).getByRole("article", { name: new RegExp(`${title}, 11:00 AM to 12:00 PM`) });
  await expect(moved).toBeVisible();
  await expect(other.getByRole("group", { name: first.name }).getByRole("article", { name: new RegExp(title) })).toHaveCount(0);
  // The move as stored (technician and time, audited): tests/schedule.test.ts ("moves a job to another time and technician").
  await other.context().close();
});

test("a keyboard-only move through the Move dialog, which axe finds clean", async ({ asAdmin }) => {
  const date = iso(openWeekday(61));
  const [first, second] = await twoTechnicians(asAdmin, date);
  const title = uniqueTag("Keyed");
  await boardJob(asAdmin, title, date, first.id);
  await asAdmin.goto(`/admin/schedule?view=day&date=${date}`);

  const moveButton = asAdmin.getByRole("button", { name: `Move ${title}` });
  await moveButton.focus();
  await asAdmin.keyboard.press("Enter");
  const dialog = asAdmin.getByRole("dialog", { name: "Move job" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(asAdmin);

  await expect(dialog.getByLabel("Date")).toBeFocused();
  // Chromium's date field is tab stops of its own (month, day, year): tab on, as a person does, to the Time field.
  const time = dialog.getByLabel("Time");
  for (let stop = 0; stop < 5 && !(await time.evaluate((element) => element === document.activeElement)); stop++) await asAdmin.keyboard.press("Tab");
  await expect(dialog.getByLabel("Time")).toBeFocused();
  await asAdmin.keyboard.type("3:");
  await expect(dialog.getByLabel("Time")).toHaveValue("3:00 PM");
  await asAdmin.keyboard.press("Tab");
  await expect(dialog.getByLabel("Technician")).toBeFocused();
  await asAdmin.keyboard.type(second.name);
  await expect(dialog.getByLabel("Technician")).toHaveValue(second.id);
  await asAdmin.keyboard.press("Tab");
  await asAdmin.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Move", exact: true })).toBeFocused();
  await asAdmin.keyboard.press("Enter");

  await expect(toast(asAdmin, "Job moved")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(asAdmin.getByRole("group", { name: second.name }).getByRole("article", { name: new RegExp(`${title}, 3:00 PM to 4:00 PM`) })).toBeVisible();
  // The move as stored (technician and time, audited): tests/schedule.test.ts ("moves a job to another time and technician").
});

test("a move that overlaps another job warns first, and Move anyway saves it", async ({ asAdmin }) => {
  const date = iso(openWeekday(62));
  const [first, second] = await twoTechnicians(asAdmin, date);
  const busy = uniqueTag("Busy");
  await boardJob(asAdmin, busy, date, second.id);
  const title = uniqueTag("Overlap");
  await boardJob(asAdmin, title, date, first.id);
  await asAdmin.goto(`/admin/schedule?view=day&date=${date}`);

  await asAdmin.getByRole("button", { name: `Move ${title}` }).click();
  const dialog = asAdmin.getByRole("dialog", { name: "Move job" });
  await dialog.getByLabel("Technician").selectOption(second.id);
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText(`Overlaps "${busy}" (9:00 AM to 10:00 AM).`);
  await dialog.getByRole("button", { name: "Move anyway" }).click();
  await expect(toast(asAdmin, "Job moved")).toBeVisible();
  await expect(asAdmin.getByRole("group", { name: second.name }).getByRole("article", { name: new RegExp(title) })).toBeVisible();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the board is the day's agenda per technician, each job with its Move button", async ({ asAdmin }) => {
    const date = iso(openWeekday(63));
    const [first] = await twoTechnicians(asAdmin, date);
    const title = uniqueTag("Agenda");
    await boardJob(asAdmin, title, date, first.id);
    await asAdmin.goto(`/admin/schedule?view=week&date=${date}`);
    const section = asAdmin.getByRole("region", { name: first.name });
    await expect(section.getByRole("article", { name: new RegExp(`${title}, 9:00 AM to 10:00 AM`) })).toBeVisible();
    await expect(section.getByRole("button", { name: `Move ${title}` })).toBeVisible();
    await expectNoHorizontalOverflow(asAdmin);
  });
});
