import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, query, signInQuickly, test } from "./fixtures.ts";

// Admin home: the dispatcher's morning view, every item a link into the screen that
// handles it; Quotes: the landing page's quote requests, answered or turned into jobs.

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A paid emergency as the public flow makes it (the fee step, details not given yet). */
async function payEmergency(page: Page, phone: string) {
  const response = await page.request.post("/api/emergency/payments", { data: { idempotency_key: crypto.randomUUID(), is_test: true, customer_phone: phone } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).booking_id as string;
}

const emergencies = (page: Page) => page.getByRole("list", { name: "Emergencies waiting, most urgent first" });

test.describe("the admin home", () => {
  test("shows today's jobs by technician in slot order, each opening its job", async ({ asAdmin: page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const today = page.getByRole("region", { name: /Today's jobs/ });
    const jordan = today.getByRole("region", { name: "Jordan Reyes" });
    await expect(jordan).toBeVisible();
    // The demo's technician 0 has the 8:00 AM faucet before the 1:00 PM GFCI: times, not text order.
    const titles = await jordan.getByRole("link").allInnerTexts();
    const faucet = titles.findIndex((text) => text.includes("Leaky kitchen faucet"));
    const gfci = titles.findIndex((text) => text.includes("Bathroom GFCI keeps tripping"));
    expect(faucet).toBeGreaterThanOrEqual(0);
    expect(faucet).toBeLessThan(gfci);

    await jordan.getByRole("link", { name: /Leaky kitchen faucet/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs\\?job=${UUID}$`));
    const [job] = await query<{ title: string }>("select title from jobs where id = $1", [new URL(page.url()).searchParams.get("job")]);
    expect(job.title).toBe("Leaky kitchen faucet");
  });

  test("lists jobs nobody is assigned to yet", async ({ asAdmin: page }) => {
    const [row] = await query<{ id: string }>(
      `insert into jobs (title, service_address, service_city, service_state, service_zip, customer_id, scheduled_date, scheduled_time)
       select 'Unassigned porch light', '1 Porch Ln', 'Clermont', 'FL', '34711', id, (now() at time zone 'America/New_York')::date + 2, '10:00 AM'
       from customers limit 1 returning id`,
    );
    await page.goto("/admin");
    const unassigned = page.getByRole("region", { name: /Not yet assigned/ });
    const link = unassigned.getByRole("link", { name: /Unassigned porch light/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", `/admin/jobs?job=${row.id}`);
  });

  test("lists a paid emergency with the time left of its 2-hour promise, overdue ones first and in red", async ({ asAdmin: page }) => {
    const fresh = await payEmergency(page, "(407) 555-0166");
    const late = await payEmergency(page, "(407) 555-0167");
    await query("update bookings set emergency_payment_date = now() - interval '150 minutes' where id = $1", [late]);

    await page.goto("/admin");
    const list = emergencies(page);
    const lateItem = list.getByRole("listitem").filter({ hasText: "(407) 555-0167" });
    const freshItem = list.getByRole("listitem").filter({ hasText: "(407) 555-0166" });
    await expect(lateItem).toContainText(/Overdue by (29|30|31) min/);
    await expect(freshItem).toContainText(/1 h 5\d min left|2 h left/);
    // Overdue first: the oldest payment leads the list.
    await expect(list.getByRole("listitem").first()).toContainText("(407) 555-0167");
    await expect(lateItem.getByText(/Overdue by/)).toHaveCSS("color", "rgb(255, 255, 255)");
    // No details yet, so no job: the dispatcher reaches the customer.
    await expect(freshItem.getByRole("link", { name: "(407) 555-0166" })).toHaveAttribute("href", "tel:+14075550166");

    // Once the details come in, the emergency waits for a technician and opens its job.
    const completed = await page.request.put(`/api/emergency/bookings/${fresh}`, {
      data: {
        customer_name: "Dana Drip",
        customer_phone: "(407) 555-0166",
        customer_email: "dana.drip@example.com",
        service_address: "3 Creek Rd",
        service_city: "Lakeland",
        service_state: "FL",
        service_zip: "33801",
        description: "Water heater leaking",
      },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    const jobId = (await completed.json()).job_id as string;
    await page.getByRole("button", { name: "Refresh" }).click();
    const waiting = list.getByRole("listitem").filter({ hasText: "Dana Drip" });
    await expect(waiting).toContainText("Waiting for a technician");
    await expect(waiting).toContainText("Lakeland");
    await expect(waiting.getByRole("link", { name: /Open job/ })).toHaveAttribute("href", `/admin/jobs?job=${jobId}`);
  });

  test("the summary cards follow a new emergency live, and Refresh refetches them", async ({ asAdmin: page }) => {
    const totalJobs = page
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: "Total Jobs" }) })
      .locator("dd")
      .first();
    const serverTotal = async () => {
      const response = await page.request.get("/api/admin/jobs/summary");
      expect(response.status()).toBe(200);
      return new Intl.NumberFormat("en-US").format(((await response.json()) as { total: number }).total);
    };
    await page.goto("/admin");
    await expect(totalJobs).toHaveText(await serverTotal());
    const before = await totalJobs.innerText();

    // An emergency arrives while the page is open: its job is counted without a reload.
    const booking = await payEmergency(page, "(407) 555-0168");
    const completed = await page.request.put(`/api/emergency/bookings/${booking}`, {
      data: {
        customer_name: "Lena Live",
        customer_phone: "(407) 555-0168",
        customer_email: "lena.live@example.com",
        service_address: "8 Brook Rd",
        service_city: "Sanford",
        service_state: "FL",
        service_zip: "32771",
        description: "Pipe burst under the sink",
      },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    await expect(emergencies(page).getByRole("listitem").filter({ hasText: "Lena Live" })).toBeVisible();
    await expect(totalJobs).not.toHaveText(before);
    await expect(totalJobs).toHaveText(await serverTotal());

    // A job written where no live event tells of it: Refresh brings the cards up to date too.
    const shown = await totalJobs.innerText();
    await query(
      `insert into jobs (title, service_address, service_city, service_state, service_zip, customer_id)
       select 'Quiet refresh job', '2 Quiet Ln', 'Clermont', 'FL', '34711', id from customers limit 1`,
    );
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(totalJobs).not.toHaveText(shown);
    await expect(totalJobs).toHaveText(await serverTotal());
  });

  test("shows the guests waiting in the chat, newest first, each linking to its conversation in the inbox", async ({ asAdmin: page }) => {
    await page.goto("/admin");
    const chats = page.getByRole("region", { name: /Unanswered chats/ });
    await expect(chats.getByRole("listitem").first()).toContainText("Marcus Webb");
    await expect(chats.getByRole("listitem").nth(1)).toContainText("Linda Park");
    await chats.getByRole("link", { name: "Reply to Marcus Webb" }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?conversation=/);
    await expect(page.getByRole("heading", { name: "Marcus Webb" })).toBeVisible();
  });
});

test.describe("a quote request, from the landing page to a job", () => {
  test("appears on the home and in Quotes, is answered with a note, then turned into a job once", async ({ page }) => {
    // One person's whole path through three screens, with two axe checks on the way.
    test.slow();
    const name = `Quincy Quote ${Date.now()}`;
    await page.goto("/#contact");
    const form = page.getByRole("form", { name: "Request a quote" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Phone").fill("(407) 555-0188");
    await form.getByLabel("Service").selectOption("Fence Repair");
    await form.getByLabel("Message").fill("About 40 ft of privacy fence blew down in the storm.");
    await form.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByText("Quote Request Submitted!")).toBeVisible();

    await signInQuickly(page, DEMO.admin);
    await page.goto("/admin");
    const quotes = page.getByRole("region", { name: /New quote requests/ });
    await quotes.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/quotes\\?quote=${UUID}$`));
    const opened = page.getByRole("dialog", { name: "Quote request" });
    await expect(opened.getByRole("heading", { name })).toBeVisible();
    await expect(opened).toContainText("About 40 ft of privacy fence blew down in the storm.");
    await expectNoSeriousAxeViolations(page);

    await opened.getByRole("button", { name: /Mark Answered/ }).click();
    const answer = page.getByRole("dialog", { name: "Mark Answered" });
    await answer.getByRole("button", { name: "Mark Answered" }).click();
    await expect(answer.getByText("Note is required")).toBeVisible();
    await answer.getByLabel("Note").fill("Called back; visit booked for Thursday.");
    await answer.getByRole("button", { name: "Mark Answered" }).click();
    await expect(page.getByText("Quote marked as answered")).toBeVisible();

    const card = page.getByRole("list", { name: "Quote requests" }).getByRole("listitem").filter({ hasText: name });
    await expect(card.getByText("Answered", { exact: true })).toBeVisible();
    await expect(card).toContainText("Called back; visit booked for Thursday.");
    await expect(card.getByRole("button", { name: /Mark Answered/ })).toHaveCount(0);

    // The quote had no e-mail and no address: the dialog asks for them rather than inventing them.
    await card.getByRole("button", { name: /Turn into Job/ }).click();
    const convert = page.getByRole("dialog", { name: "Turn into Job" });
    await expect(convert.getByLabel("Job title")).toHaveValue("Fence Repair");
    await expect(convert.getByLabel("Customer name")).toHaveValue(name);
    await expect(convert.getByLabel("Phone")).toHaveValue("(407) 555-0188");
    await expectNoSeriousAxeViolations(page);
    await convert.getByRole("button", { name: "Create Job" }).click();
    await expect(convert.getByText("Email is required")).toBeVisible();
    await expect(convert.getByText("Street Address is required")).toBeVisible();
    await convert.getByLabel("Email").fill("quincy@example.com");
    await convert.getByLabel("Street Address").fill("48 Magnolia St");
    await convert.getByLabel("City").fill("Winter Garden");
    await convert.getByLabel("ZIP Code").fill("34787");
    await convert.getByLabel("Priority").selectOption("high");
    // The form sends what the admin entered; the job stored from it (pending, for the customer of
    // that e-mail, once however often it is submitted) is proven by tests/admin-quotes.test.ts.
    const sent = page.waitForRequest((request) => /\/api\/admin\/quotes\/[^/]+\/job$/.test(request.url()) && request.method() === "POST");
    await convert.getByRole("button", { name: "Create Job" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ priority: "high", service_city: "Winter Garden", customer_email: "quincy@example.com" });
    await expect(page.getByText("Job created successfully")).toBeVisible();

    const jobLink = card.getByRole("link", { name: "Job: Fence Repair" });
    await expect(jobLink).toBeVisible();
    await expect(card.getByText("Job created")).toBeVisible();
    await expect(card.getByRole("button", { name: /Turn into Job/ })).toHaveCount(0);
    const href = await jobLink.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/admin/jobs\\?job=${UUID}$`));
  });

  test("the Quotes pane is in the side menu, searches on the server and filters new and answered", async ({ asAdmin: page }) => {
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Quotes" }).click();
    await expect(page).toHaveURL(/\/admin\/quotes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
    const list = page.getByRole("list", { name: "Quote requests" });
    await expect(list.getByRole("listitem").filter({ hasText: "Nancy Fields" })).toBeVisible();

    await page.getByLabel("Search quotes").fill("555-0143");
    await expect(page).toHaveURL(/q=555-0143/);
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem")).toContainText("Omar Haddad");

    await page.getByLabel("Search quotes").fill("");
    await page.getByRole("button", { name: /^Answered/ }).click();
    await expect(page).toHaveURL(/status=answered/);
    await expect(list.getByRole("listitem").filter({ hasText: "Nancy Fields" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: /^Answered/ })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("accessibility and small screens", () => {
  for (const path of ["/admin", "/admin/quotes"]) {
    test(`${path}: no serious axe violations, and no horizontal scroll at 375 px`, async ({ asAdmin: page }) => {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status", { name: /Loading/ })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
