import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, latestMailTo, query, test, waitingForStart } from "./fixtures.ts";
import { toast, uniqueTag } from "./admin-jobs-fixtures.ts";
import { bookOnFirstFreeDay } from "./api-setups.ts";

// Decision 0144: the invoice and estimate mails carry a signed link that opens the document
// without an account. A guest (a customer record with no account) approves an estimate from the
// mail's link in a fresh browser, signed in nowhere; the office's invoice mail opens its printable
// invoice the same way. Each run makes its own customer and job and deletes them after.

test.describe.configure({ timeout: 120_000 });

const made: { jobs: string[]; customers: string[] } = { jobs: [], customers: [] };
test.afterEach(async () => {
  for (const id of made.jobs) await query("delete from jobs where id = $1", [id]);
  for (const id of made.customers) await query("delete from customers where id = $1", [id]);
  made.jobs = [];
  made.customers = [];
});

/** A customer record with no account, and a job of theirs assigned to the demo technician. */
async function guestJob(title: string, status: "scheduled" | "in_progress" = "scheduled") {
  const email = `${uniqueTag("guest").toLowerCase()}@example.com`;
  const [customer] = await query<{ id: string }>("insert into customers (email, first_name, last_name) values ($1, 'Gwen', 'Guest') returning id", [email]);
  made.customers.push(customer.id);
  const [technician] = await query<{ id: string }>("select t.id from technicians t join profiles p on p.id = t.profile_id where lower(p.email) = lower($1)", [
    DEMO.technician,
  ]);
  const [job] = await query<{ id: string }>(
    `insert into jobs (title, status, customer_id, technician_id, service_address, service_city, service_state, service_zip, scheduled_date, total_amount)
     values ($1, $4, $2, $3, '12 Test Lane', 'Orlando', 'FL', '32801', current_date, 12550) returning id`,
    [title, customer.id, technician.id, status],
  );
  made.jobs.push(job.id);
  return { email, jobId: job.id };
}

/** The signed link of the last mail to this address. */
async function mailedLink(email: string, kind: "estimate" | "invoice") {
  await expect.poll(async () => (await latestMailTo(email))?.kind).toBe(kind);
  const link = (await latestMailTo(email)).text.match(/https?:\/\/\S+\/documents\/\S+/)![0];
  expect(link).toContain(`/documents/${kind}#token=`);
  return new URL(link);
}

/** A browser signed in nowhere, as the mail's reader opens it. */
async function freshPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 812 } });
  return waitingForStart(await context.newPage());
}

test("the customer approves the estimate from the mail's link without signing in", async ({ asTechnician: page, browser }) => {
  const title = `Link estimate ${uniqueTag("L")}`;
  const { email, jobId } = await guestJob(title);
  const created = await page.request.post(`/api/technician/jobs/${jobId}/estimates`, {
    data: { items: [{ description: "Gate hinge, replaced", quantity: 2, rate: 2500 }], estimated_hours: 1, notes: "Black hinges" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await page.request.post(`/api/technician/estimates/${id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  const link = await mailedLink(email, "estimate");

  // A reader who chose Spanish reads the same link in Spanish (decision 0179); the business's words stay as written.
  const spanish = await freshPage(browser, 375);
  await spanish.context().addCookies([{ name: "homefix_locale", value: "es", url: test.info().project.use.baseURL! }]);
  await spanish.goto(link.pathname + link.hash);
  await expect(spanish.getByRole("heading", { level: 1, name: "Su presupuesto" })).toBeVisible({ timeout: 30_000 });
  await expect(spanish.getByText(/^De HomeFix\. Revíselo y luego apruébelo o rechácelo/)).toBeVisible();
  await expect(spanish.getByText(/Este enlace funciona hasta el/)).toBeVisible();
  await expect(spanish.getByTestId("my-estimate")).toContainText("Gate hinge, replaced");
  await expectNoSeriousAxeViolations(spanish);
  await spanish.context().close();

  const customer = await freshPage(browser, 375);
  await customer.goto(link.pathname + link.hash);
  await expect(customer.getByRole("heading", { level: 1, name: "Your estimate" })).toBeVisible({ timeout: 30_000 });
  const card = customer.getByTestId("my-estimate");
  await expect(card.getByRole("heading", { name: `Estimate for ${title}` })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText("Awaiting your approval", { exact: true })).toBeVisible();
  await expect(card).toContainText("Gate hinge, replaced");
  // (2 × $25.00 + 1 h × $85.00) × 1.075 = $145.13
  await expect(card).toContainText(/Total\s*\$145\.13/);
  await expect(customer.getByText(/This link works until/)).toBeVisible();
  await expect(customer.getByText(email)).toHaveCount(0);
  await expectNoSeriousAxeViolations(customer);
  await expectNoHorizontalOverflow(customer);

  await card.getByRole("button", { name: "Approve" }).click();
  await expect(toast(customer, "Estimate approved")).toBeVisible();
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Approved on /)).toBeVisible();
  await expect(card.getByRole("button", { name: "Approve" })).toHaveCount(0);
  // Stored as approved by no account: tests/document-links.test.ts ("approves as the signed-in customer would").
  await expectNoSeriousAxeViolations(customer);
  await expectNoHorizontalOverflow(customer);

  // An edited link opens nothing, and says what to do (a new page: a changed fragment alone is no new visit).
  const edited = waitingForStart(await customer.context().newPage());
  await edited.goto(`${link.pathname}${link.hash.slice(0, -3)}abc`);
  await expect(edited.getByText("This estimate could not be opened")).toBeVisible({ timeout: 30_000 });
  await expect(edited.getByText(/This link is not valid/)).toBeVisible();
  await expect(edited.getByText(title)).toHaveCount(0);
  await expectNoSeriousAxeViolations(edited);
  await customer.context().close();
});

test("the office's invoice mail opens the printable invoice without signing in", async ({ asAdmin: page, browser }) => {
  const title = `Link invoice ${uniqueTag("I")}`;
  const { email, jobId } = await guestJob(title, "in_progress");
  const done = await page.request.post(`/api/admin/jobs/${jobId}/status`, { data: { to: "completed", expected: "in_progress" } });
  expect(done.status(), await done.text()).toBe(200);
  const [invoice] = await query<{ id: string }>("select id from invoices where job_id = $1", [jobId]);
  const mailed = await page.request.post(`/api/admin/invoices/${invoice.id}/email`, { data: { idempotency_key: crypto.randomUUID() } });
  expect(mailed.status(), await mailed.text()).toBe(200);
  const link = await mailedLink(email, "invoice");

  const customer = await freshPage(browser, 375);
  await customer.goto(link.pathname + link.hash);
  const printed = customer.getByRole("article", { name: /^Invoice INV-/ });
  await expect(printed).toBeVisible({ timeout: 30_000 });
  await expect(printed).toContainText(title);
  // $125.50 plus 7.5 % tax, nothing paid.
  await expect(printed).toContainText("$134.91");
  await expect(customer.getByRole("button", { name: "Print" })).toBeEnabled();
  await expect(customer.getByRole("link", { name: "HomeFix home" })).toBeVisible();
  await expectNoSeriousAxeViolations(customer);
  await expectNoHorizontalOverflow(customer);
  await customer.context().close();
});

// Decision 0181: a first booking's discount follows the job into the technician's estimate: the
// customer reads the same percent off on the estimate they approve.
test("a first booking's discount is on the estimate its customer reads from the mail's link", async ({ asTechnician: page, browser }) => {
  const email = `${uniqueTag("first").toLowerCase()}@example.com`;
  const phone = `(321) 5${String(Math.floor(Math.random() * 100)).padStart(2, "0")}-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
  const services = (await (await page.request.get("/api/services", { params: { q: "TV Mounting", limit: 20 } })).json()) as {
    services: { id: string; name: string }[];
  };
  const tv = services.services.find((service) => service.name === "TV Mounting");
  expect(tv, "the demo's TV Mounting").toBeTruthy();
  // A new customer's first booking, on the first open weekday whose 2:00 PM is free (other runs fill slots).
  const { bookingId } = await bookOnFirstFreeDay(
    page.request,
    { serviceId: tv!.id, time: "2:00 PM", name: "Fiona First", email, phone, address: { street: "7 First Way", city: "Orlando", zip: "32801" } },
    30,
  );
  const [booking] = await query<{ discount_percent: number }>("select discount_percent from bookings where id = $1", [bookingId]);
  expect(booking!.discount_percent).toBe(10);
  // The office assigns the job to the demo technician (the assignment has its own tests).
  const [job] = await query<{ id: string; customer_id: string }>(
    `update jobs set technician_id = (select t.id from technicians t join profiles p on p.id = t.profile_id where lower(p.email) = lower($2)), status = 'scheduled'
     where booking_id = $1 returning id, customer_id`,
    [bookingId, DEMO.technician],
  );
  made.jobs.push(job!.id);

  const created = await page.request.post(`/api/technician/jobs/${job!.id}/estimates`, {
    data: { items: [{ description: "Cartridge, replaced", quantity: 2, rate: 2500 }], estimated_hours: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/technician/estimates/${id}/send`)).status()).toBe(200);
  const link = await mailedLink(email, "estimate");

  const customer = await freshPage(browser, 375);
  await customer.goto(link.pathname + link.hash);
  const card = customer.getByTestId("my-estimate");
  await expect(card.getByText("Cartridge, replaced")).toBeVisible({ timeout: 30_000 });
  // (2 × $25.00 + 1 h × $85.00) = $135.00, 10 % off = $121.50, + 7.5 % tax = $130.61.
  await expect(card).toContainText("First-booking discount (10%)");
  await expect(card).toContainText(/Total\s*\$130\.61/);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(toast(customer, "Estimate approved")).toBeVisible();
  await expectNoSeriousAxeViolations(customer);
  await customer.context().close();
});
