import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { format } from "date-fns";
import pg from "pg";
import { holidayOn } from "../src/shared/rules/business-hours.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../src/shared/schemas/settings.ts";

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "homefix-demo";
export const DEMO = {
  admin: "admin@homefix.test",
  technician: "tech@homefix.test",
  customer: "customer@homefix.test",
} as const;
/** The password of customers the tests sign up themselves. */
export const NEW_CUSTOMER_PASSWORD = "Orange grove 31";

// The embedded database of the running test's server (its shard's, playwright.config.ts):
// what the product stored, read back to check it, and staff-side changes that no screen makes yet.
function databaseUrl() {
  const pgPort = (test.info().project.metadata as { pgPort: number }).pgPort;
  return `postgres://postgres:homefix-embedded@127.0.0.1:${pgPort}/postgres`;
}

/**
 * The `n`th weekday (Mon-Fri) from tomorrow that is no default holiday, as a local calendar day
 * of the business's time zone (the browser runs there too): a day every slot is open for booking
 * (decision 0150), whatever weekday the test runs on. Larger `n`, later day. The demo's own jobs
 * fill slots in the next ten days (slots follow who is free), so a test that books a chosen time
 * takes `n` of 9 or more.
 */
export function openWeekday(n: number): Date {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date()).split("-").map(Number);
  let found = 0;
  for (let ahead = 1; ; ahead++) {
    const date = new Date(year!, month! - 1, day! + ahead);
    const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    if (date.getDay() === 0 || date.getDay() === 6 || holidayOn(iso, DEFAULT_BUSINESS_SETTINGS.opening_hours.holidays)) continue;
    if (++found === n) return date;
  }
}

/**
 * Opens the booking dialog's calendar on `openWeekday(n)` and picks it, paging months as a person
 * does; returns the day as 'yyyy-MM-dd'.
 */
export async function pickDate(dialog: Locator, n: number): Promise<string> {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date()).split("-").map(Number);
  const target = openWeekday(n);
  const months = (target.getFullYear() - year!) * 12 + target.getMonth() - (month! - 1);
  for (let i = 0; i < months; i++) await dialog.getByRole("button", { name: "Go to the Next Month" }).click();
  await dialog.getByRole("button", { name: format(target, "PPPP") }).click();
  return format(target, "yyyy-MM-dd");
}

/** The value shown next to a label in a list of terms (`<dt>`/`<dd>`): an amount, a time. */
export function amount(scope: Locator | Page, label: string): Locator {
  return scope
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label.replace(/[()$]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function latestMailTo(email: string) {
  const [mail] = await query<{ text: string; kind: string }>(
    'select text, kind from mail_outbox where lower("to") = lower($1) order by created_at desc limit 1',
    [email],
  );
  return mail;
}

/** Signs in through the form, as a person does. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Welcome back! You have successfully signed in.")).toBeVisible();
}

/** Signs the page's browser context in through the API: for tests about what comes after. */
export async function signInQuickly(page: Page, email: string, password = DEMO_PASSWORD) {
  // better-auth refuses cookie POSTs without our Origin, as a browser's form would send it.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { origin } });
  expect(response.ok(), `sign-in of ${email}: ${response.status()} ${await response.text()}`).toBe(true);
}

/**
 * A new homeowner of its own: signs up, follows the verification mail (which signs them in,
 * as a person does) and lands on /dashboard. Named after the address's local part.
 */
export async function newCustomer(page: Page, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signedUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: NEW_CUSTOMER_PASSWORD, name: email.split("@")[0], callbackURL: "/" },
  });
  expect(signedUp.ok(), `sign-up: ${signedUp.status()} ${await signedUp.text()}`).toBe(true);
  await expect.poll(async () => (await latestMailTo(email))?.kind).toBe("verify-email");
  const link = (await latestMailTo(email)).text.match(/https?:\/\/\S+/)![0];
  await page.goto(link);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/**
 * The rules whose violations fail a test: those axe rates serious or critical (a rule's impact is
 * its own, whatever the page), the ones it runs by default. Running only these gives the same
 * verdict as running every rule and keeping the serious and critical violations, without the
 * cost of the moderate and minor ones (the landmark rules walk the whole page: about a third of
 * an axe run on a long page, and axe runs about seventy times in the suite).
 */
const SERIOUS_RULES = (axe as unknown as { _audit: { rules: { id: string; impact?: string; enabled: boolean; tags: string[] }[] } })._audit.rules
  .filter((rule) => rule.enabled && !rule.tags.includes("experimental") && (rule.impact === "serious" || rule.impact === "critical"))
  .map((rule) => rule.id);
if (SERIOUS_RULES.length < 40) throw new Error(`axe-core's rules could not be read (${SERIOUS_RULES.length} serious or critical)`);

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(SERIOUS_RULES).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** True when the two boxes share any area (a toast over a header, say). */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error("not on screen");
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

export async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Pages already signed in as the demo accounts (epic-stack's `login` fixture). */
type TSignedInPages = { asAdmin: Page; asTechnician: Page; asCustomer: Page };

/**
 * A server-rendered page is on screen before its script has run; a button pressed
 * before React has taken it over is only acted on once it has (decision 0097). After loading
 * such a page the tests wait for the app to have started (`<html data-ready="true">`, set by
 * src/client/main.tsx), as a person waits for a page to respond; pages the browser renders need
 * no wait.
 */
async function untilStarted(page: Page) {
  await page.waitForFunction(() => !document.getElementById("homefix-server-state") || document.documentElement.dataset.ready === "true");
}

/** The page, its `goto` and `reload` waiting for the app to start (the `page` fixture is one). */
export function waitingForStart(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilStarted(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilStarted(page);
    return response;
  };
  return page;
}

export const test = base.extend<TSignedInPages>({
  page: async ({ page }, provide) => {
    await provide(waitingForStart(page));
  },
  asAdmin: async ({ page }, provide) => {
    await signInQuickly(page, DEMO.admin);
    await provide(page);
  },
  asTechnician: async ({ page }, provide) => {
    await signInQuickly(page, DEMO.technician);
    await provide(page);
  },
  asCustomer: async ({ page }, provide) => {
    await signInQuickly(page, DEMO.customer);
    await provide(page);
  },
});
export { expect };
