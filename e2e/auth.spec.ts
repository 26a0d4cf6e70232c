import { DEMO, expect, latestMailTo, signIn, test } from "./fixtures.ts";

test.describe("sign up, verify, sign in", () => {
  test("a new homeowner signs up, follows the link from the mail and lands on the dashboard", async ({ page }) => {
    const email = `homeowner-${Date.now()}@example.com`;
    const password = "Orange grove 31";
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Account Created!")).toBeVisible();
    await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();

    await expect.poll(async () => (await latestMailTo(email))?.kind).toBe("verify-email");
    const mail = await latestMailTo(email);
    const link = mail.text.match(/https?:\/\/\S+/)![0];
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);

    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
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

  test("signing out says so and returns home", async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto("/");
    await page.getByRole("button", { name: DEMO.customer }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Log In" }).first()).toBeVisible();
  });
});
