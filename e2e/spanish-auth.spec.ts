import { expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, latestMailTo, query, test } from "./fixtures.ts";

// Signing up and in have no Spanish address: /auth speaks the language the visitor chose, which
// reading a Spanish page remembers (lib/i18n.ts). A homeowner coming from the Spanish site signs
// up, verifies from the Spanish mail and is signed in, all in Spanish, at 375 px.

test("a visitor from the Spanish site signs up, is refused in Spanish, verifies from the Spanish mail and is signed in, at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const email = `es-signup-${Date.now()}@example.com`;
  const password = "Naranjo dulce 47";

  // A Spanish page first: its language is remembered for /auth.
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Bienvenido de nuevo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Volver al inicio" })).toBeVisible();
  await expect(page.getByRole("link", { name: "¿Olvidó su contraseña?" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  // The form's own checks, in Spanish.
  await page.getByRole("tab", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cree su cuenta" })).toBeVisible();
  const form = page.getByRole("form", { name: "Crear cuenta" });
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Contraseña", { exact: true }).fill(password);
  await form.getByLabel("Confirmar contraseña").fill("Naranjo dulce 48");
  await form.getByRole("button", { name: "Crear cuenta", exact: true }).click();
  await expect(form.getByText("Las contraseñas no coinciden")).toBeVisible();
  await form.getByLabel("Confirmar contraseña").fill(password);
  await form.getByRole("button", { name: "Crear cuenta", exact: true }).click();
  await expect(page.getByText("¡Cuenta creada!")).toBeVisible();
  await expect(page.getByText("Revise su correo electrónico para verificar su cuenta.")).toBeVisible();

  // Signing in before verifying: the server's answer and what to do, in Spanish.
  const signInForm = page.getByRole("form", { name: "Iniciar sesión" });
  await expect(signInForm.getByLabel("Correo electrónico")).toHaveValue(email);
  await signInForm.getByLabel("Contraseña", { exact: true }).fill(password);
  await signInForm.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(signInForm.getByRole("alert")).toContainText("Correo electrónico no verificado");
  await expect(signInForm.getByRole("button", { name: "Reenviar correo de verificación" })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // The mail is Spanish; its link signs the new customer in, told so in Spanish.
  await expect.poll(async () => (await latestMailTo(email))?.kind).toBe("verify-email");
  const mail = await latestMailTo(email);
  expect(mail.text).toMatch(/^¡Bienvenido a HomeFix!/);
  await page.goto(mail.text.match(/https?:\/\/\S+/)![0]);
  await expect(page.getByText("Correo verificado: ya inició sesión")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "¡Bienvenido a HomeFix!" })).toBeVisible();
  const [profile] = await query<{ preferred_locale: string }>("select preferred_locale from profiles where email = $1", [email]);
  expect(profile?.preferred_locale).toBe("es");
});

test("a visitor from the Spanish site who tries too many passwords is told in Spanish how long to wait", async ({ page }) => {
  await page.goto("/es");
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  // An address with no account: the answer is the same as for one (decision 0112).
  await form.getByLabel("Correo electrónico").fill(`es-throttle-${Date.now()}@example.com`);
  await form.getByLabel("Contraseña", { exact: true }).fill("Not the password 1");
  const wait = form.getByRole("alert").filter({ hasText: /^Demasiados intentos de iniciar sesión en esta cuenta\. Inténtelo de nuevo en 15 minutos/ });
  // Each wrong password is refused in Spanish; then the account is paused, in Spanish too.
  await expect(async () => {
    await form.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await expect(wait).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(form.getByText(/Too many/)).toHaveCount(0);
});
