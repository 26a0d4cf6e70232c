import { expect, expectNoSeriousAxeViolations, test } from "./fixtures.ts";
import { toast, uniqueTag } from "./admin-jobs-fixtures.ts";

// Decision 0177: what the business writes about a service, in Spanish beside the English. The
// admin writes it in the service dialog's Spanish tab; the Spanish catalogue shows it, with what
// was left in English marked as English; a homeowner searches in Spanish.

test("the admin writes a service's Spanish; the Spanish catalogue shows it, and the English left untranslated is marked English", async ({ asAdmin: page }) => {
  const tag = uniqueTag("");
  const name = `Gutter Cleaning ${tag}`;
  const spanishName = `Limpieza de canaletas ${tag}`;
  await page.goto("/admin/services");
  await page.getByRole("button", { name: "Add Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  await dialog.getByLabel("Service Name").fill(name);
  await dialog.getByLabel("Category").fill("Outdoor & Lawn");
  await dialog.getByLabel("Subtitle").fill("Clogged gutters cleared before the rains");
  await dialog.getByLabel("Description").fill("We clear and flush every gutter and downspout.");
  await dialog.getByRole("tab", { name: "Spanish" }).click();
  // Each Spanish field shows the English it translates.
  await expect(dialog.getByText(`English: ${name}`)).toBeVisible();
  await dialog.getByLabel("Service Name (Spanish)").fill(spanishName);
  await dialog.getByLabel("Subtitle (Spanish)").fill("Canaletas despejadas antes de las lluvias");
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(toast(page, "Service created successfully")).toBeVisible();

  await page.goto(`/es/services?q=${encodeURIComponent("canaletas")}`);
  const heading = page.getByRole("heading", { name: spanishName });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveAttribute("lang");
  await expect(page.getByText("Canaletas despejadas antes de las lluvias")).toBeVisible();
  await page.getByRole("button", { name: `Más información sobre ${spanishName}` }).click();
  const details = page.getByRole("dialog", { name: spanishName });
  // The description has no Spanish yet: shown in English, and marked so.
  await expect(details.getByText("We clear and flush every gutter and downspout.")).toHaveAttribute("lang", "en");
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press("Escape");

  // The English page is unchanged.
  await page.goto(`/services?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();

  // Clean up, so the other specs see the demo's catalogue.
  const { services } = (await (await page.request.get(`/api/admin/services`)).json()) as { services: { id: string; name: string }[] };
  const made = services.find((service) => service.name === name)!;
  expect((await page.request.delete(`/api/admin/services/${made.id}`)).ok()).toBe(true);
});

test("a homeowner searches the Spanish catalogue in Spanish, accents or not", async ({ page }) => {
  for (const [query, expected] of [
    ["plomero", "Reparación de plomería"],
    ["aire acondicionado", "Reparación de aire acondicionado"],
    ["pintura", "Pintura de interiores"],
  ] as const) {
    await page.goto(`/es/services?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole("heading", { level: 2, name: expected })).toBeVisible();
  }
  // The category is the business's English filter value, marked as English on a Spanish page.
  await page.goto("/es/services?q=plomero");
  const plumbing = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Reparación de plomería" }) });
  await expect(plumbing.getByText("Plumbing", { exact: true })).toHaveAttribute("lang", "en");

  await page.goto("/es/services");
  const search = page.getByRole("searchbox", { name: "Buscar servicios" });
  await expect(search).toHaveAttribute("placeholder", "Pruebe “plomero”, “aire acondicionado” o “pintura”");
  await search.fill("fuga");
  await expect(page.getByRole("heading", { level: 2, name: "Reparación de plomería" })).toBeVisible();
});

test("the Spanish landing page: the demo banner, its ad and the hero's card in Spanish", async ({ page }) => {
  await page.goto("/es");
  const hero = page.locator("#home");
  const heading = hero.getByRole("heading", { level: 1, name: "Profesionales de confianza en reparaciones del hogar en la Florida Central" });
  await expect(heading).toBeVisible();
  await expect(heading.locator("[lang]")).toHaveCount(0);
  await expect(hero.getByRole("link", { name: "Reservar ahora" })).toBeVisible();
  await expect(hero.getByRole("complementary", { name: "Servicio de emergencia 24/7" })).toContainText("Un técnico en menos de 2 horas, de día o de noche");
  await expect(hero.getByRole("list", { name: "HomeFix en pocas palabras" })).toContainText("Proyectos");
  await expect(hero.getByRole("link", { name: /Ver casas pequeñas/ })).toBeVisible();
});
