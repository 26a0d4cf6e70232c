import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, test } from "./fixtures.ts";
import { firstCustomerId, uniqueTag } from "./admin-jobs-fixtures.ts";

// staff-side.md §2 and §9 Map view: the admin's map of the jobs the filters select.
// Each test makes its own jobs, found by a unique word, and deletes them after.

const made: string[] = [];

async function createJob(page: Page, job: { title: string; priority?: "low" | "medium" | "high"; service_city?: string; service_zip?: string }) {
  const response = await page.request.post("/api/admin/jobs", {
    data: {
      customer_id: await firstCustomerId(page),
      service_address: "12 Test Lane",
      service_city: "Orlando",
      service_state: "FL",
      service_zip: "32801",
      ...job,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  made.push(id);
  return id;
}

type TMarkerPosition = { x: number; y: number; ids: string[] };
const markerPositions = async (page: Page): Promise<TMarkerPosition[]> =>
  JSON.parse((await page.getByTestId("job-map").getAttribute("data-marker-positions")) ?? "[]") as TMarkerPosition[];

/** The page coordinates of the marker that holds this job, as drawn now. */
async function markerOf(page: Page, id: string) {
  const map = page.getByRole("img", { name: /^Map of/ });
  // The mouse acts on the viewport: bring the whole map into it first.
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const marker = (await markerPositions(page)).find((m) => m.ids.includes(id));
  expect(marker, `a marker for ${id}`).toBeTruthy();
  return { x: box.x + marker!.x, y: box.y + marker!.y };
}

test.describe("Jobs Management: Map View", () => {
  test.describe.configure({ timeout: 60_000 });
  test.afterEach(async ({ page }) => {
    for (const id of made.splice(0)) await page.request.post("/api/admin/jobs/bulk/delete", { data: { ids: [id] } });
  });

  test("draws the jobs, with hover card, click to open, Ctrl+click to select, zoom, clusters and the no-location tray", async ({ asAdmin: page }) => {
    const tag = uniqueTag("Mapview");
    const heater = `Water heater ${tag}`;
    const roof = `Leaky roof ${tag}`;
    const lost = `Lost cabin ${tag}`;
    const heaterId = await createJob(page, { title: heater, priority: "high" });
    await createJob(page, { title: roof });
    await createJob(page, { title: lost, service_city: "Nowhereville", service_zip: "00000" });

    await page.goto(`/admin/jobs?view=map&q=${tag}`);
    await expect(page.getByRole("tab", { name: "Map View" })).toHaveAttribute("aria-selected", "true");
    const map = page.getByRole("img", { name: "Map of 2 jobs, and 1 without a location listed below. The List View lists the same jobs." });
    await expect(map).toBeVisible();
    await expect(page.getByRole("region", { name: "Legend" })).toContainText("In Progress");

    // Two jobs at one ZIP code lie within 50 px: one cluster, or two markers when switched off.
    await expect(page.getByText("2 jobs on the map as 1 marker")).toBeVisible();
    await page.getByRole("checkbox", { name: "Cluster nearby jobs" }).click();
    await expect(page.getByText("2 jobs on the map as 2 markers")).toBeVisible();

    // Hovering a marker shows its card: title, city and state, customer, priority.
    const at = await markerOf(page, heaterId);
    await page.mouse.move(at.x, at.y);
    const card = page.getByTestId("job-map-hover-card");
    await expect(card).toContainText(heater);
    await expect(card).toContainText("Orlando, FL");
    await expect(card).toContainText("High priority");

    // The zoom buttons step by 0.2; reset goes back to the jobs' frame.
    const zoom = page.getByRole("status", { name: "Zoom level" });
    await expect(zoom).toHaveText("100%");
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect(zoom).toHaveText("120%");
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect(zoom).toHaveText("120%");
    await page.getByRole("button", { name: "Reset view" }).click();
    await expect(zoom).toHaveText("100%");

    // Ctrl+click selects the job; a plain click opens it.
    const again = await markerOf(page, heaterId);
    await page.keyboard.down("Control");
    await page.mouse.click(again.x, again.y);
    await page.keyboard.up("Control");
    await expect(page.getByRole("definition").filter({ hasText: /^1$/ })).toBeVisible();
    await page.mouse.click(again.x, again.y);
    await expect(page.getByRole("dialog", { name: heater })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    // A job with an unknown ZIP and city is listed, not drawn, and opens from the tray.
    const tray = page.getByRole("region", { name: /No location/ });
    await tray.getByRole("button", { name: new RegExp(lost) }).click();
    await expect(page.getByRole("dialog", { name: lost })).toBeVisible();
    await page.keyboard.press("Escape");

    await expectNoSeriousAxeViolations(page);
  });

  test("the status filter narrows the map, and a phone shows it without sideways scrolling", async ({ asAdmin: page }) => {
    const tag = uniqueTag("Mapfilter");
    await createJob(page, { title: `Gutter ${tag}` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/admin/jobs?view=map&q=${tag}`);
    await expect(page.getByRole("img", { name: /^Map of 1 job\./ })).toBeVisible();
    await page.getByLabel("Status filter").selectOption("completed");
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("completed");
    await expect(page.getByRole("img", { name: /^Map of 0 jobs\./ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
