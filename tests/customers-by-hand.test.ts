import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, customers, invoices, jobs, mailOutbox } from "../src/server/db/schema.ts";
import { INVOICE_NO_EMAIL } from "../src/server/modules/invoices/invoices.service.ts";
import { ZCustomerDetail, ZCustomerRecord } from "../src/shared/schemas/customers.ts";
import { insertJob, jobForm, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { cookieFrom, createTestApp, linkIn, type TTestApp } from "./setup/test-app.ts";

// Customers added by hand (decision 0153): New Customer and Edit on the Customers page,
// refused as a duplicate when the e-mail or phone belongs to another customer; a customer who
// later signs up with the e-mail has their jobs and invoices.
let t: TTestApp;
let admin: string;
let outsiders: { customer: string; technician: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("admin")).cookie;
  outsiders = { customer: (await t.signedIn("customer")).cookie, technician: (await t.signedIn("technician")).cookie };
});
afterAll(() => t.close());

const phoneIn = {
  first_name: "Rosa",
  last_name: "Ortiz",
  phone: "(407) 555-0142",
  email: "",
  address: "12 Lake Ave",
  city: "Orlando",
  state: "fl",
  zip_code: "32801",
  notes: "Gate code 4411; call before coming.",
};

const create = (payload: Record<string, unknown>, cookie = admin) => t.request({ method: "POST", url: "/api/admin/customers", cookie, payload });
const edit = (id: string, payload: Record<string, unknown>, cookie = admin) => t.request({ method: "PUT", url: `/api/admin/customers/${id}`, cookie, payload });

describe("POST /api/admin/customers", () => {
  it("adds a phone-in customer without an e-mail, audited, and the Customers page shows them", async () => {
    const response = await create(phoneIn);
    expect(response.statusCode, response.body).toBe(201);
    const created = ZCustomerRecord.parse(response.json());
    expect(created).toMatchObject({ first_name: "Rosa", last_name: "Ortiz", email: null, phone: "(407) 555-0142", state: "FL", notes: phoneIn.notes });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "customer"), eq(auditLog.entity_id, created.id)));
    expect(entries.map((entry) => entry.action)).toEqual(["create"]);

    const detail = await t.request({ method: "GET", url: `/api/admin/customers/${created.id}`, cookie: admin });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(ZCustomerDetail.parse(detail.json())).toMatchObject({ email: null, notes: phoneIn.notes, has_account: false, address: "12 Lake Ave" });
    // Found by the phone's digits in the list's search, though it has no e-mail.
    const found = await t.request({ method: "GET", url: "/api/admin/customers?q=4075550142", cookie: admin });
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([created.id]);
    // And in the job form's picker, with the phone to tell them apart.
    const options = await t.request({ method: "GET", url: "/api/admin/jobs/customer-options?q=Ortiz", cookie: admin });
    expect(options.json().items).toEqual([expect.objectContaining({ id: created.id, email: null, phone: "(407) 555-0142" })]);
  });

  it("refuses a phone another customer has, written any way, with 409 naming that customer", async () => {
    const existing = await makeCustomer(t, { first_name: "Gus", last_name: "Phone", phone: "321-555-0177" });
    const response = await create({ first_name: "Gus", last_name: "Again", phone: "+1 (321) 555 0177" });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: "CONFLICT",
      message: "This phone number already belongs to Gus Phone.",
      existing_id: existing,
      fields: [{ field: "phone", message: "already belongs to another customer" }],
    });
  });

  it("refuses an e-mail another customer has, whatever its case, with 409 naming that customer", async () => {
    const existing = await makeCustomer(t, { first_name: "Eve", last_name: "Mail", email: "eve.mail@example.com", phone: "(407) 555-0301" });
    const response = await create({ first_name: "Eve", phone: "(407) 555-0302", email: "Eve.Mail@Example.com" });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ message: "This e-mail already belongs to Eve Mail.", existing_id: existing, fields: [{ field: "email" }] });
    expect(await t.database.db.select().from(customers).where(eq(customers.phone, "(407) 555-0302"))).toEqual([]);
  });

  it("refuses bad input with 400 naming each field, and writes nothing", async () => {
    const before = (await t.database.db.select({ id: customers.id }).from(customers)).length;
    const response = await create({ first_name: " ", phone: "555", email: "not-an-email", state: "Florida", zip_code: "3280" });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fields as { field: string }[]).map((field) => field.field).sort();
    expect(fields).toEqual(["email", "first_name", "phone", "state", "zip_code"]);
    const missing = await create({ last_name: "Nobody" });
    expect(missing.statusCode).toBe(400);
    expect((missing.json().fields as { field: string }[]).map((field) => field.field).sort()).toEqual(["first_name", "phone"]);
    expect((await t.database.db.select({ id: customers.id }).from(customers)).length).toBe(before);
  });

  it("is refused to a visitor (401), a customer and a technician (403)", async () => {
    expect((await create(phoneIn, "")).statusCode).toBe(401);
    expect((await create({ ...phoneIn, phone: "(407) 555-0911" }, outsiders.customer)).statusCode).toBe(403);
    expect((await create({ ...phoneIn, phone: "(407) 555-0912" }, outsiders.technician)).statusCode).toBe(403);
  });
});

describe("PUT /api/admin/customers/:id", () => {
  it("edits the details and notes, audits what changed, and keeps the customer's own phone", async () => {
    const id = ZCustomerRecord.parse((await create({ first_name: "Walt", phone: "(352) 555-0120" })).json()).id;
    const response = await edit(id, { first_name: "Walter", last_name: "Reyes", phone: "352.555.0120", email: "walt@example.com", notes: "Prefers texts" });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZCustomerRecord.parse(response.json())).toMatchObject({
      first_name: "Walter",
      last_name: "Reyes",
      email: "walt@example.com",
      notes: "Prefers texts",
      address: null,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "customer"), eq(auditLog.entity_id, id), eq(auditLog.action, "update")));
    expect(entry.details).toMatchObject({ changed: { first_name: { from: "Walt", to: "Walter" }, email: { from: null, to: "walt@example.com" } } });
  });

  it("refuses another customer's e-mail or phone with 409, and changes nothing", async () => {
    const other = await makeCustomer(t, { first_name: "Olga", last_name: "Other", email: "olga@example.com", phone: "(813) 555-0150" });
    const id = ZCustomerRecord.parse((await create({ first_name: "Ned", phone: "(813) 555-0151" })).json()).id;
    const byEmail = await edit(id, { first_name: "Ned", phone: "(813) 555-0151", email: "OLGA@example.com" });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ existing_id: other, fields: [{ field: "email" }] });
    const byPhone = await edit(id, { first_name: "Ned", phone: "8135550150" });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json()).toMatchObject({ existing_id: other, fields: [{ field: "phone" }] });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ email: null, phone: "(813) 555-0151" });
  });

  it("answers 404 for a customer that is not there, 400 for a bad id or field, 401/403 for others", async () => {
    const id = ZCustomerRecord.parse((await create({ first_name: "Ida", phone: "(407) 555-0777" })).json()).id;
    expect((await edit("6c1b8d2e-6a0f-4f5b-9a57-2f3e1c0d9b11", { first_name: "X", phone: "(407) 555-0778" })).statusCode).toBe(404);
    const badId = await edit("not-an-id", { first_name: "X", phone: "(407) 555-0778" });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields[0].field).toBe("id");
    const badZip = await edit(id, { first_name: "Ida", phone: "(407) 555-0777", zip_code: "ABCDE" });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().fields).toEqual([expect.objectContaining({ field: "zip_code" })]);
    expect((await edit(id, { first_name: "Hacked", phone: "(407) 555-0777" }, "")).statusCode).toBe(401);
    expect((await edit(id, { first_name: "Hacked", phone: "(407) 555-0777" }, outsiders.customer)).statusCode).toBe(403);
    expect((await edit(id, { first_name: "Hacked", phone: "(407) 555-0777" }, outsiders.technician)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row.first_name).toBe("Ida");
  });
});

describe("a hand-added customer who later signs up", () => {
  it("has their jobs and invoices once their e-mail is verified", async () => {
    const email = "later.signup@example.com";
    const customer = ZCustomerRecord.parse((await create({ first_name: "Lena", last_name: "Later", phone: "(407) 555-0444", email })).json());
    const jobId = await insertJob(t, { customer_id: customer.id, title: "Gutter cleaning", status: "completed", total_amount: 15000 });
    const issued = await t.request({ method: "POST", url: "/api/admin/invoices", cookie: admin, payload: { job_id: jobId } });
    expect(issued.statusCode, issued.body).toBe(201);
    const invoiceId = issued.json().id as string;

    const signUp = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { email, password: "Palm tree 42", name: "Lena Later", callbackURL: "/" },
    });
    expect(signUp.statusCode).toBe(200);
    const mail = await t.lastMailTo(email);
    const verified = await t.request({ method: "GET", url: linkIn(mail!.text) });
    expect(verified.statusCode).toBe(302);

    const [row] = await t.database.db.select({ profile_id: customers.profile_id }).from(customers).where(eq(customers.id, customer.id));
    expect(row.profile_id).toBe(signUp.json().user.id);
    const signIn = await t.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password: "Palm tree 42" } });
    const cookie = cookieFrom(signIn);
    const invoices = await t.request({ method: "GET", url: "/api/me/invoices", cookie });
    expect(invoices.statusCode, invoices.body).toBe(200);
    expect(invoices.json().items.map((item: { id: string }) => item.id)).toEqual([invoiceId]);
    const detail = await t.request({ method: "GET", url: `/api/admin/customers/${customer.id}`, cookie: admin });
    expect(detail.json()).toMatchObject({ has_account: true, jobs: 1 });
    // Another customer still sees none of it.
    expect((await t.request({ method: "GET", url: "/api/me/invoices", cookie: outsiders.customer })).json().items).toEqual([]);
  });

  it("is linked at once when added with the e-mail of an account that is already verified", async () => {
    const account = await t.signedIn("customer", "already.here@example.com");
    const response = await create({ first_name: "Al", last_name: "Ready", phone: "(407) 555-0555", email: "Already.Here@example.com" });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select({ profile_id: customers.profile_id }).from(customers).where(eq(customers.id, response.json().id));
    expect(row.profile_id).toBe(account.userId);
  });
});

describe("a customer without an e-mail", () => {
  it("gets a job from the job form, moved along with no notice to send; their invoice says it cannot be e-mailed and is still paid", async () => {
    const customer = ZCustomerRecord.parse((await create({ first_name: "Nora", last_name: "Nomail", phone: "(407) 555-0666" })).json());
    const made = await t.request({ method: "POST", url: "/api/admin/jobs", cookie: admin, payload: jobForm(customer.id, { total_amount: 9000 }) });
    expect(made.statusCode, made.body).toBe(201);
    const jobId = made.json().id as string;
    for (const [expected, to] of [
      ["pending", "scheduled"],
      ["scheduled", "in_progress"],
      ["in_progress", "completed"],
    ]) {
      const moved = await t.request({ method: "POST", url: `/api/admin/jobs/${jobId}/status`, cookie: admin, payload: { to, expected } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.job_id, jobId));
    expect(invoice.customer_email).toBe("");

    const mailsBefore = (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const emailed = await t.request({
      method: "POST",
      url: `/api/admin/invoices/${invoice.id}/email`,
      cookie: admin,
      payload: { idempotency_key: crypto.randomUUID() },
    });
    expect(emailed.statusCode).toBe(409);
    expect(emailed.json().message).toBe(INVOICE_NO_EMAIL);
    const paid = await t.request({ method: "POST", url: `/api/admin/invoices/${invoice.id}/mark-paid`, cookie: admin });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(mailsBefore);
  });
});

describe("a booking made online with a phone-in customer's phone", () => {
  let serviceId: string;
  beforeAll(async () => {
    serviceId = (await seedBookableServices(t.database.db)).flat;
    await setActiveTechnicians(t.database.db, 5, async () => (await t.signedIn("technician")).userId);
  });

  const book = async (email: string, phone: string, scheduled_date = daysFromToday(3)) => {
    const response = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(serviceId, { customer_email: email, customer_phone: phone, scheduled_date }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [job] = await t.database.db
      .select({ customer_id: jobs.customer_id })
      .from(jobs)
      .where(eq(jobs.booking_id, response.json().booking.id as string));
    return job.customer_id;
  };

  it("joins that customer (the phone read by its last 10 digits), but gives them neither the booking's e-mail nor its account", async () => {
    const caller = ZCustomerRecord.parse((await create({ first_name: "Pia", last_name: "Phone", phone: "(407) 555-0871" })).json());
    expect(await book("Pia.Phone@example.com", "+1 407.555.0871")).toBe(caller.id);
    // A form proves nothing about a phone: whoever typed the number does not get the record.
    const [row] = await t.database.db.select({ email: customers.email, profile_id: customers.profile_id }).from(customers).where(eq(customers.id, caller.id));
    expect(row).toEqual({ email: null, profile_id: null });
    // So a second booking of that e-mail with another phone is not theirs either.
    expect(await book("pia.phone@example.com", "(321) 555-0100", daysFromToday(4))).not.toBe(caller.id);
    expect(await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, "(407) 555-0871"))).toHaveLength(1);
  });

  it("does not join a customer whose own e-mail is another: someone else who shares the phone", async () => {
    const household = ZCustomerRecord.parse(
      (await create({ first_name: "Hal", last_name: "House", phone: "(407) 555-0872", email: "hal@example.com" })).json(),
    );
    const other = await book("hana@example.com", "(407) 555-0872");
    expect(other).not.toBe(household.id);
    const [row] = await t.database.db.select({ email: customers.email, phone: customers.phone }).from(customers).where(eq(customers.id, other!));
    expect(row).toEqual({ email: "hana@example.com", phone: "(407) 555-0872" });
  });
});
