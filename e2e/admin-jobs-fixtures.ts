import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

// Jobs the admin jobs tests own, made through the admin API's contract (src/shared/schemas/jobs.ts),
// each with a unique title so the tests never depend on the demo jobs or on one another.

/** A word no other job carries, to search the jobs of one test. */
export const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function firstCustomerId(page: Page): Promise<string> {
  const response = await page.request.get("/api/admin/jobs/customer-options?limit=1");
  expect(response.ok(), `customer options: ${response.status()}`).toBe(true);
  const { items } = (await response.json()) as { items: { id: string }[] };
  return items[0]!.id;
}

type TJobInput = {
  title: string;
  status?: string;
  priority?: "low" | "medium" | "high";
  service_city?: string;
  technician_id?: string;
  scheduled_date?: string;
  scheduled_time?: string;
  estimated_hours?: number;
};

// The ids this worker's tests made, deleted after each test (deleteCreatedJobs).
const created = new Set<string>();

/** POST /api/admin/jobs as the signed-in admin; returns the new job's id. */
export async function createJob(page: Page, job: TJobInput): Promise<string> {
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
  created.add(id);
  return id;
}

/** Jobs a test made through the screen, found by their unique word, to be deleted after it too. */
export async function deleteLater(page: Page, q: string) {
  const response = await page.request.get(`/api/admin/jobs?q=${encodeURIComponent(q)}`);
  for (const job of ((await response.json()) as { items: { id: string }[] }).items) created.add(job.id);
}

/** Leaves the shared e2e database as the other spec files expect it: the jobs a test made are gone. */
export async function deleteCreatedJobs(page: Page) {
  const ids = [...created];
  created.clear();
  // The test may have deleted some itself: delete the rest, one by one (a bulk delete is all or nothing).
  for (const id of ids) await page.request.post("/api/admin/jobs/bulk/delete", { data: { ids: [id] } });
}

/** The toast's text (sonner), as the admin reads it. */
export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
