import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, NEW_CUSTOMER_PASSWORD, newCustomer, signIn, signInQuickly, test, waitingForStart } from "./fixtures.ts";

// customer-side.md §2 Profile page and Account Settings, made real (DESIGN.md Placeholders);
// Profile. Each test makes its own customer.

async function openProfile(page: Page) {
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
}

const DETAILS = {
  "First Name": "Casey",
  "Last Name": "Morgan",
  Phone: "(407) 555-0177",
  Address: "88 Citrus Blvd",
  City: "Kissimmee",
  State: "FL",
  "ZIP Code": "34741",
} as const;

test.describe("the profile", () => {
  test("Edit Profile, Save Changes: saved on the server and still there after a reload; Cancel discards", async ({ page }) => {
    const email = await newCustomer(page, "profile-save");
    await openProfile(page);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Email")).toBeDisabled();
    await expect(page.getByLabel("First Name")).toBeDisabled();

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByLabel("First Name")).toBeFocused();
    for (const [label, value] of Object.entries(DETAILS)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    // Saving leaves edit mode.
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await expect(page.getByLabel("First Name")).toBeDisabled();

    await page.reload();
    for (const [label, value] of Object.entries(DETAILS)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    const saved = (await (await page.request.get("/api/me/profile")).json()) as Record<string, string>;
    expect(saved).toMatchObject({ first_name: "Casey", last_name: "Morgan", email, city: "Kissimmee", state: "FL", zip_code: "34741" });

    // Cancel discards what was typed.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("First Name").fill("Jamie");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByLabel("First Name")).toHaveValue("Casey");
    await page.reload();
    await expect(page.getByLabel("First Name")).toHaveValue("Casey");
  });

  test("the shared rules name each bad field, and nothing is saved", async ({ page }) => {
    await newCustomer(page, "profile-invalid");
    await openProfile(page);
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Phone").fill("call me");
    await page.getByLabel("State").fill("F");
    await page.getByLabel("ZIP Code").fill("3474");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Phone must be a valid phone number")).toBeVisible();
    await expect(page.getByText("State must be 2 letters")).toBeVisible();
    await expect(page.getByText("ZIP Code must be a 5-digit ZIP code")).toBeVisible();
    await expect(page.getByLabel("State")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    const saved = (await (await page.request.get("/api/me/profile")).json()) as Record<string, string>;
    expect(saved).toMatchObject({ phone: "", state: "", zip_code: "" });
  });

  test("Email Notifications: the three switches are saved", async ({ page }) => {
    await newCustomer(page, "profile-notify");
    await openProfile(page);
    const settings = page.getByRole("region", { name: "Account Settings" });
    await settings.getByRole("button", { name: "Configure" }).click();
    const dialog = page.getByRole("dialog", { name: "Email Notifications" });
    await expect(dialog.getByRole("switch", { name: "Booking updates" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Job updates" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "News and offers" })).not.toBeChecked();
    await dialog.getByRole("switch", { name: "Job updates" }).click();
    await dialog.getByRole("switch", { name: "News and offers" }).click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByText("Notification preferences saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(settings.getByText("On: Booking updates, News and offers")).toBeVisible();

    await page.reload();
    await settings.getByRole("button", { name: "Configure" }).click();
    await expect(dialog.getByRole("switch", { name: "Booking updates" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Job updates" })).not.toBeChecked();
    await expect(dialog.getByRole("switch", { name: "News and offers" })).toBeChecked();
    const preferences = (await (await page.request.get("/api/me/preferences")).json()) as { email_notifications: object };
    expect(preferences.email_notifications).toEqual({ bookings: true, jobs: false, marketing: true });
  });

  test("Service Preferences: preferred areas and contact method are saved", async ({ page }) => {
    await newCustomer(page, "profile-areas");
    await openProfile(page);
    const settings = page.getByRole("region", { name: "Account Settings" });
    await settings.getByRole("button", { name: "Manage" }).click();
    const dialog = page.getByRole("dialog", { name: "Service Preferences" });
    for (const city of ["Orlando", "Tampa", "Kissimmee", "Winter Garden", "Clermont", "Lakeland"]) {
      await expect(dialog.getByRole("checkbox", { name: city })).not.toBeChecked();
    }
    await dialog.getByRole("checkbox", { name: "Lakeland" }).click();
    await dialog.getByRole("checkbox", { name: "Tampa" }).click();
    await dialog.getByRole("radio", { name: "Text message" }).click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByText("Service preferences saved")).toBeVisible();
    await expect(settings.getByText("Tampa, Lakeland · Contact by text message")).toBeVisible();

    await page.reload();
    await settings.getByRole("button", { name: "Manage" }).click();
    await expect(dialog.getByRole("checkbox", { name: "Tampa" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Lakeland" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Orlando" })).not.toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Text message" })).toBeChecked();
  });

  test("Change Password: checks the confirmation and the current password, then signs out other sessions", async ({ page, browser }) => {
    const email = await newCustomer(page, "profile-password");
    // The same customer, signed in on another device.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = waitingForStart(await other.newPage());
    await signInQuickly(otherPage, email, NEW_CUSTOMER_PASSWORD);
    expect((await (await otherPage.request.get("/api/me")).json()).user).toMatchObject({ email });

    await openProfile(page);
    await page.getByRole("region", { name: "Account Settings" }).getByRole("button", { name: "Update" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    const newPassword = "Lake house porch 7";
    await dialog.getByLabel("Current Password").fill("not my password");
    await dialog.getByLabel("New Password", { exact: true }).fill(newPassword);
    await dialog.getByLabel("Confirm New Password").fill("Lake house porch 8");
    await dialog.getByRole("button", { name: "Update Password" }).click();
    await expect(dialog.getByText("Passwords do not match")).toBeVisible();

    await dialog.getByLabel("Confirm New Password").fill(newPassword);
    await dialog.getByRole("button", { name: "Update Password" }).click();
    await expect(dialog.getByText("Current password is incorrect")).toBeVisible();

    await dialog.getByLabel("Current Password").fill(NEW_CUSTOMER_PASSWORD);
    await dialog.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated")).toBeVisible();
    await expect(dialog).toBeHidden();

    // This session goes on; the other device is signed out; the new password signs in.
    // GET /api/me answers a signed-out browser with `user: null`.
    expect((await (await page.request.get("/api/me")).json()).user).toMatchObject({ email });
    expect((await (await otherPage.request.get("/api/me")).json()).user).toBeNull();
    await other.close();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await signIn(page, email, newPassword);
  });

  test("at phone width nothing scrolls sideways, and axe finds no serious violations on the page and its dialogs", async ({ page }) => {
    await newCustomer(page, "profile-phone");
    await page.setViewportSize({ width: 375, height: 812 });
    await openProfile(page);
    await expect(page.getByRole("region", { name: "Account Settings" }).getByRole("button", { name: "Configure" })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("State").fill("F");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("State must be 2 letters")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Cancel" }).click();

    for (const [button, title] of [
      ["Configure", "Email Notifications"],
      ["Update", "Change Password"],
      ["Manage", "Service Preferences"],
    ] as const) {
      await page.getByRole("region", { name: "Account Settings" }).getByRole("button", { name: button }).click();
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: title })).toBeHidden();
    }
  });
});
