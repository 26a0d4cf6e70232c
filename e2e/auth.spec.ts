import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, NEW_CUSTOMER_PASSWORD, expect, latestMailTo, query, signIn, signInQuickly, test } from "./fixtures.ts";

async function signUp(page: Page, email: string, password: string) {
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Account Created!")).toBeVisible();
  await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();
}

async function verificationLink(email: string) {
  await expect.poll(async () => (await latestMailTo(email))?.kind).toBe("verify-email");
  const mail = await latestMailTo(email);
  return mail.text.match(/https?:\/\/\S+/)![0];
}

test.describe("sign up, verify, sign in", () => {
  test("a new homeowner signs up, follows the link from the mail, is told and signed in, is welcomed, and, once unlocked by the mailed link, welcomed back", async ({
    page,
  }) => {
    const email = `homeowner-${Date.now()}@example.com`;
    const password = "Orange grove 31";
    await page.goto("/auth");
    await signUp(page, email, password);

    await page.goto(await verificationLink(email));
    await expect(page.getByText("Email verified — you're signed in")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A first-time visitor is welcomed, not welcomed back.
    await expect(page.getByRole("heading", { name: "Welcome to HomeFix!" })).toBeVisible();
    await expect(page.getByText("Welcome back!", { exact: true })).toHaveCount(0);
    await expect(page.getByText(email).first()).toBeVisible();

    // The link was used: following it again only says the address is verified.
    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(await verificationLink(email));
    await expect(page.getByText("Email verified — you can sign in now")).toBeVisible();

    // Five wrong passwords pause this address's sign-in, even with the right one; the account's
    // owner gets an unlock link by mail (decision 0112), which says what it did.
    const origin = new URL(page.url()).origin;
    const attempt = (tried: string) => page.request.post("/api/auth/sign-in/email", { data: { email, password: tried }, headers: { origin } });
    for (let i = 0; i < 5; i += 1) await attempt("Wrong guess 12345");
    expect((await attempt(password)).status()).toBe(429);
    await expect.poll(async () => (await latestMailTo(email))?.kind).toBe("unlock-sign-in");
    await page.goto((await latestMailTo(email)).text.match(/https?:\/\/\S+/)![0]);
    await expect(page.getByText("Your account is unlocked — you can sign in now")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
  });

  test("the verification link goes on to the page the visitor was going to", async ({ page }) => {
    const email = `going-on-${Date.now()}@example.com`;
    const password = "Orange grove 32";
    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%2Fprofile$/);
    await signUp(page, email, password);

    await page.goto(await verificationLink(email));
    await expect(page.getByText("Email verified — you're signed in")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });

  test("a fixed mistake clears its Login Failed toast, so it never sits beside the welcome", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(DEMO.customer);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Welcome back! You have successfully signed in.")).toBeVisible();
    // Read at once, not waited for: the error toast would also leave by itself after 4 s.
    // A dismissed toast stays in the page for its exit animation, marked data-removed.
    expect(await page.locator('[data-sonner-toast][data-removed="false"]').filter({ hasText: "Login Failed" }).count()).toBe(0);
  });

  test("a signed-out visitor's page load logs no error (GET /api/me answers without an error status)", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const sessionChecks: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/me") sessionChecks.push(request.url());
    });
    // A server-rendered page knows the visitor has no session cookie: it asks nothing more.
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Log In" }).first()).toBeVisible();
    expect(sessionChecks).toEqual([]);
    // A page the browser renders asks, and is answered without an error status.
    const me = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/me");
    await page.goto("/auth");
    expect((await me).status()).toBe(200);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the sign-up form says when the passwords differ or are too short", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Password", { exact: true }).fill("Lake house 9");
    await page.getByLabel("Confirm Password").fill("Lake house 8");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm Password").fill("abc");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  });

  test("a wrong password shows Login Failed and an inline alert", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(DEMO.customer);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: /invalid email or password/i })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  // Sign-out's tests sign in through the API: the form has its own tests above.
  test("signing out from the dashboard says so and returns home", async ({ page }) => {
    await signInQuickly(page, DEMO.customer);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Log In" }).first()).toBeVisible();
  });

  test("signing out says so and returns home", async ({ page }) => {
    await signInQuickly(page, DEMO.customer);
    await page.goto("/");
    await page.getByRole("button", { name: DEMO.customer }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Log In" }).first()).toBeVisible();
  });

  test("an unverified account can have its verification e-mail sent again from the sign-in alert", async ({ page }) => {
    const email = `resend-${Date.now()}@example.com`;
    const signedUp = await page.request.post("/api/auth/sign-up/email", { data: { email, password: NEW_CUSTOMER_PASSWORD, name: "Rey Send" } });
    expect(signedUp.ok()).toBe(true);
    const verifyMails = async () =>
      Number((await query<{ n: string }>("select count(*) as n from mail_outbox where lower(\"to\") = lower($1) and kind = 'verify-email'", [email]))[0]!.n);

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(NEW_CUSTOMER_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const alert = page.getByRole("form", { name: "Sign in" }).getByRole("alert");
    await expect(alert).toContainText("Open the verification link we e-mailed you, then sign in again.");
    await expect.poll(verifyMails).toBe(2);

    await alert.getByRole("button", { name: "Resend verification e-mail" }).click();
    await expect(alert.getByRole("status")).toHaveText(`We sent a new link to ${email}. Check your inbox.`);
    await expect.poll(verifyMails).toBe(3);
  });
});
