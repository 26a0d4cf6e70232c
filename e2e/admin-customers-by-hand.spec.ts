import { deleteCreatedJobs, deleteLater, toast, uniqueTag } from "./admin-jobs-fixtures.ts";
import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, query, test } from "./fixtures.ts";

// Customers added by hand (decision 0153): a phone-in customer added from the
// Customers page, refused as a duplicate with an offer to open the one who has that phone, edited;
// then a job made for another caller from the job form's "New customer".

/** A phone no demo customer has, different on each run (the e2e database is shared and kept). */
const uniquePhone = () => {
  const digits = String(Date.now() % 10_000_000).padStart(7, "0");
  return `(689) ${digits.slice(0, 3)}-${digits.slice(3)}`;
};

const added: string[] = [];

test.describe("Customers added by hand", () => {
  test.describe.configure({ timeout: 150_000 });
  test.afterEach(async ({ page }) => {
    await deleteCreatedJobs(page);
    // The customers this test added, so the other specs find the demo data as they expect it.
    await query("delete from jobs where customer_id = any($1::uuid[])", [added]);
    await query("delete from customers where id = any($1::uuid[])", [added.splice(0)]);
  });

  test("a phone-in customer added from the Customers page, refused a second time, then edited", async ({ asAdmin: page }) => {
    const last = uniqueTag("Caller");
    const phone = uniquePhone();
    await page.goto("/admin/customers");
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible({ timeout: 30_000 });

    await page.getByRole("button", { name: "New Customer" }).click();
    const form = page.getByRole("dialog", { name: "New Customer" });
    await form.getByRole("button", { name: "Add Customer" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByText("Phone is required")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await form.getByLabel("First name").fill("Rosa");
    await form.getByLabel("Last name").fill(last);
    await form.getByLabel("Phone").fill(phone);
    await form.getByLabel("Address").fill("12 Lake Ave");
    await form.getByLabel("City").fill("Orlando");
    await form.getByLabel("ZIP code").fill("32801");
    await form.getByLabel("Notes").fill("Gate code 4411");
    await form.getByRole("button", { name: "Add Customer" }).click();
    await expect(toast(page, "Customer added successfully")).toBeVisible();
    // The new customer's page opens.
    await expect(page.getByRole("heading", { level: 1, name: `Rosa ${last}` })).toBeVisible();
    added.push(new URL(page.url()).pathname.split("/").pop()!);
    const contact = page.getByRole("region", { name: "Contact and figures" });
    await expect(contact).toContainText("None given: invoices and reminders cannot be e-mailed");
    await expect(contact).toContainText("Gate code 4411");
    await expect(contact).toContainText("12 Lake Ave, Orlando, FL, 32801");

    // The same phone, written another way, is refused, with the way to that customer.
    await page.goto("/admin/customers");
    await page.getByRole("button", { name: "New Customer" }).click();
    const again = page.getByRole("dialog", { name: "New Customer" });
    await again.getByLabel("First name").fill("Rose");
    await again.getByLabel("Phone").fill(phone.replace(/\D/g, ""));
    await again.getByRole("button", { name: "Add Customer" }).click();
    await expect(again.getByRole("alert")).toContainText(`This phone number already belongs to Rosa ${last}.`);
    await again.getByRole("button", { name: "Open that customer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Rosa ${last}` })).toBeVisible();

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit Customer" });
    await expect(edit.getByLabel("Phone")).toHaveValue(phone);
    await edit.getByLabel("E-mail").fill(`${last.toLowerCase()}@example.com`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Customer updated successfully")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(contact.getByRole("link", { name: `${last.toLowerCase()}@example.com` })).toBeVisible();
  });

  test("a job for a new caller, made from the job form's New customer", async ({ asAdmin: page }) => {
    const last = uniqueTag("Newcaller");
    const title = `Leaky roof ${last}`;
    await page.goto("/admin/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs Management" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "New Job" }).click();
    const job = page.getByRole("dialog", { name: "Create New Job" });
    await job.getByLabel("Title").fill(title);
    await job.getByRole("button", { name: "New customer" }).click();

    const form = page.getByRole("dialog", { name: "New Customer" });
    await form.getByLabel("First name").fill("Omar");
    await form.getByLabel("Last name").fill(last);
    await form.getByLabel("Phone").fill(uniquePhone());
    await form.getByLabel("Address").fill("9 Citrus Rd");
    await form.getByLabel("City").fill("Sanford");
    await form.getByLabel("ZIP code").fill("32771");
    await form.getByRole("button", { name: "Add Customer" }).click();
    await expect(form).toBeHidden();

    // The new customer is the job's, with their address as the service address.
    await expect(job.getByRole("button", { name: /^Customer/ })).toHaveText(`Omar ${last}`);
    await expect(job.getByLabel("Service address")).toHaveValue("9 Citrus Rd");
    await expect(job.getByLabel("City")).toHaveValue("Sanford");
    await expect(job.getByLabel("ZIP code")).toHaveValue("32771");
    await job.getByRole("button", { name: "Create Job" }).click();
    await expect(toast(page, "Job created successfully")).toBeVisible();
    await expect(job).toBeHidden();
    await deleteLater(page, last);
    const [customer] = await query<{ id: string }>("select id from customers where last_name = $1", [last]);
    added.push(customer.id);

    // A caller already on file: "New customer" with their phone finds them, and the job is theirs.
    const known = uniqueTag("Known");
    const knownPhone = uniquePhone();
    const made = await page.request.post("/api/admin/customers", {
      data: { first_name: "Kim", last_name: known, phone: knownPhone, city: "Deland", zip_code: "32720", address: "4 Oak St" },
    });
    expect(made.status()).toBe(201);
    added.push(((await made.json()) as { id: string }).id);
    await page.getByRole("button", { name: "New Job" }).click();
    const second = page.getByRole("dialog", { name: "Create New Job" });
    await second.getByLabel("Title").fill(`Fence ${known}`);
    await second.getByRole("button", { name: "New customer" }).click();
    const lookup = page.getByRole("dialog", { name: "New Customer" });
    await lookup.getByLabel("First name").fill("Kimberly");
    await lookup.getByLabel("Phone").fill(knownPhone.replace(/\D/g, ""));
    await lookup.getByRole("button", { name: "Add Customer" }).click();
    await expect(lookup.getByRole("alert")).toContainText(`This phone number already belongs to Kim ${known}.`);
    await lookup.getByRole("button", { name: "Use this customer" }).click();
    await expect(lookup).toBeHidden();
    await expect(second.getByRole("button", { name: /^Customer/ })).toHaveText(`Kim ${known}`);
    await expect(second.getByLabel("City")).toHaveValue("Deland");
    // The first job's toast has gone, so the one below is this job's.
    await expect(toast(page, "Job created successfully")).toHaveCount(0);
    await second.getByRole("button", { name: "Create Job" }).click();
    await expect(toast(page, "Job created successfully")).toBeVisible();
    await expect(second).toBeHidden();
    await deleteLater(page, known);

    // At 375 px the form fits the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: "New Job" }).click();
    await page.getByRole("dialog", { name: "Create New Job" }).getByRole("button", { name: "New customer" }).click();
    await expect(page.getByRole("dialog", { name: "New Customer" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The new caller's job, printed as a work order for the technician: their name, phone and address.
    const [caller] = await query<{ id: string; phone: string }>(
      "select j.id, c.phone from jobs j join customers c on c.id = j.customer_id where j.title = $1",
      [title],
    );
    await page.goto(`/admin/jobs?job=${caller.id}`);
    await page.getByRole("dialog", { name: title }).getByRole("link", { name: "Print work order" }).click();
    const sheet = page.getByRole("article", { name: title });
    await expect(sheet).toContainText(`Omar ${last}`);
    await expect(sheet.getByRole("link", { name: caller.phone })).toBeVisible();
    await expect(sheet).toContainText("9 Citrus Rd, Sanford");
  });
});
