import { expect, test } from "./fixtures.ts";

// Decision 0164: a service's own page is one of the pages read in Spanish under /es. Its frame
// (breadcrumb, headings, the all-reviews dialog, the page for an unknown service) speaks Spanish
// and its links stay on the Spanish site; the service's own name and text are the business's
// Spanish (decision 0177).

test("a service's page and its reviews read in Spanish, and its links stay on the Spanish site", async ({ page }) => {
  const { services } = (await (await page.request.get("/api/services?q=Handyman")).json()) as { services: { id: string; name: string }[] };
  const handyman = services.find((service) => service.name === "Handyman Services")!;
  await page.goto(`/es/services/${handyman.id}`);
  const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
  await expect(breadcrumb.getByRole("link", { name: "Servicios" })).toHaveAttribute("href", "/es/services");
  await expect(page.getByRole("heading", { level: 2, name: "Características" })).toBeVisible();

  await page.getByRole("button", { name: "Ver todas las reseñas" }).click();
  const all = page.getByRole("dialog", { name: "Reseñas de Servicios de handyman" });
  await expect(all.getByText("Lo que dicen de este servicio los propietarios de viviendas del centro de Florida.")).toBeVisible();
  await expect(all.getByRole("tab", { name: "Todas" })).toHaveAttribute("aria-selected", "true");
  await expect(all.getByText(/de promedio en \d+ reseñas/)).toBeVisible();
  await all.getByRole("tab", { name: "Destacadas" }).click();
  await expect(all.getByText("Marcus B.")).toBeVisible();
  await page.keyboard.press("Escape");

  const missing = await page.goto("/es/services/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No encontramos este servicio." })).toBeVisible();
  await page.getByRole("link", { name: "Todos los servicios" }).click();
  await expect(page).toHaveURL(/\/es\/services$/);
});
