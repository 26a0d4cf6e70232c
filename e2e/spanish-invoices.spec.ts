import type { Browser } from "@playwright/test";
import { bookThroughApi, completeBookedJob, firstServiceFor } from "./api-setups.ts";
import { DEMO, expect, expectNoSeriousAxeViolations, latestMailTo, newCustomer, openWeekday, signInQuickly, test, waitingForStart } from "./fixtures.ts";

// Decision 0179 (amended: the customer's invoices): the customer's invoices, the printable
// invoice and the invoice a mail's link opens speak the language the customer chose (the
// homefix_locale cookie); the office's printable invoice stays English whatever its cookie says.

/** A browser of its own with the Spanish cookie, signed in as the office. */
async function spanishOffice(browser: Browser) {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  await context.addCookies([{ name: "homefix_locale", value: "es", url: baseURL }]);
  const page = waitingForStart(await context.newPage());
  await signInQuickly(page, DEMO.admin);
  return page;
}

test("a customer who chose Spanish reads their invoices, an invoice and its mailed link in Spanish; the office's print stays English", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const baseURL = test.info().project.use.baseURL!;
  await context.addCookies([{ name: "homefix_locale", value: "es", url: baseURL }]);
  const email = await newCustomer(page, "es-invoices");
  const service = await firstServiceFor(page.request, "Faucet");
  const bookingId = await bookThroughApi(page.request, {
    serviceId: service.id,
    date: openWeekday(11),
    time: "2:00 PM",
    name: "Lucía Factura",
    email,
    phone: "(407) 555-0164",
    address: { street: "21 Palm Way", city: "Kissimmee", zip: "34741" },
  });

  // The office completes the job, which issues the invoice.
  const office = await spanishOffice(browser);
  const { invoice } = await completeBookedJob(office.request, bookingId);
  const number = invoice.number;
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  // The day as US Spanish writes it on the business's clock ("24 nov 2026").
  const issued = await page.evaluate(
    (at) => new Intl.DateTimeFormat("es-US", { dateStyle: "medium", timeZone: "America/New_York" }).format(new Date(at)),
    invoice.issued_at.toISOString(),
  );

  // The list, from the dashboard's navigation.
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Mi cuenta" }).getByRole("link", { name: "Facturas" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1, name: "Mis facturas" })).toBeVisible();
  await expect(page.getByText("Las facturas de sus trabajos terminados y lo que queda por pagar.")).toBeVisible();
  const row = page.getByRole("list", { name: "Facturas" }).getByRole("link").filter({ hasText: number });
  await expect(row).toContainText(`Emitida el ${issued} · Total ${dollars(invoice.total)}`);
  await expect(row).toContainText(`Saldo pendiente ${dollars(invoice.balance)}`);
  await expect(row.getByText("Sin pagar", { exact: true })).toBeVisible();
  await expect(row.getByText("Prueba", { exact: true })).toBeVisible();
  // The service's name is the business's words, English only: marked so for a screen reader.
  await expect(row.getByText(service.name, { exact: true })).toHaveAttribute("lang", "en");
  await expectNoSeriousAxeViolations(page);

  // The invoice, printable, with its Pay panel.
  await row.click();
  const bill = page.getByRole("article", { name: `Factura ${number}` });
  await expect(bill.getByRole("heading", { level: 1, name: "Factura" })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Factura ${number}`));
  await expect(bill.getByRole("region", { name: "Facturar a" })).toContainText("Lucía Factura");
  await expect(bill.getByRole("region", { name: "Datos de la factura" })).toContainText(`Emitida el ${issued}`);
  await expect(bill.getByRole("columnheader", { name: "Descripción" })).toBeAttached();
  await expect(bill.getByRole("columnheader", { name: "Precio unitario" })).toBeAttached();
  const totals = bill.getByLabel("Totales");
  await expect(totals).toContainText(`Saldo pendiente${dollars(invoice.balance)}`);
  await expect(totals).toContainText("Pagos recibidos");
  await expect(totals).toContainText("Impuesto (");
  await expect(bill).toContainText("Gracias por elegir");
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeEnabled();
  await expect(page.getByRole("link", { name: "Volver a mis facturas" })).toBeVisible();
  const pay = page.getByRole("region", { name: "Pagar su saldo" });
  await expect(pay.getByRole("button", { name: `Pagar ${dollars(invoice.balance)} (prueba)` })).toBeVisible();

  // The office's printable invoice stays English, though its browser's cookie says Spanish.
  await office.goto(`/admin/invoices/${invoice.id}/print`);
  const printed = office.getByRole("article", { name: `Invoice ${number}` });
  await expect(printed.getByRole("heading", { level: 1, name: "Invoice" })).toBeVisible();
  await expect(printed.getByLabel("Totals")).toContainText("Balance due");
  await expect(printed.getByText("Unpaid · Test")).toBeVisible();
  await expect(office.getByRole("button", { name: "Print" })).toBeEnabled();

  // The invoice the office mails: its signed link opens in Spanish for a browser that chose it.
  const mailed = await office.request.post(`/api/admin/invoices/${invoice.id}/email`, { data: { idempotency_key: crypto.randomUUID() } });
  expect(mailed.status(), await mailed.text()).toBe(200);
  await expect.poll(async () => (await latestMailTo(email))?.kind).toBe("invoice");
  const link = new URL((await latestMailTo(email)).text.match(/https?:\/\/\S+\/documents\/invoice\S+/)![0]);
  await office.context().close();
  await page.goto(link.pathname + link.hash);
  await expect(page.getByRole("article", { name: `Factura ${number}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Inicio de HomeFix" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeEnabled();
});
