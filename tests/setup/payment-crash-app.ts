import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { configOrExit } from "../../src/server/config.ts";
import { connectDatabase, migrateDatabase } from "../../src/server/db/client.ts";
import { buildApp } from "../../src/server/app.ts";
import type { TChargeResult, TPaymentProvider } from "../../src/server/modules/payments/payment-provider.ts";

// Test-only entry point (tests/payment-crash.test.ts): the app as src/server/main.ts starts it on
// DATABASE_URL, with a payment provider whose charges are kept in a file, as a real provider keeps
// them while our process dies and starts again. TEST_STOP_CHARGES stops the n-th charge of this
// process for good ("before-provider": it never reaches the provider; "after-provider": the
// provider took it, its answer never comes) and says so on standard output, so the test can kill
// the process exactly there. Nothing of this is reachable from the product's own entry points.

const ledgerPath = process.env.TEST_PAYMENT_LEDGER ?? "";
if (!ledgerPath) throw new Error("TEST_PAYMENT_LEDGER is required");
const stops = (process.env.TEST_STOP_CHARGES ?? "").split(",").filter(Boolean);

type TLedger = Record<string, { amount: number; released: boolean }>;
const read = (): TLedger => (existsSync(ledgerPath) ? (JSON.parse(readFileSync(ledgerPath, "utf8")) as TLedger) : {});
const write = (ledger: TLedger) => writeFileSync(ledgerPath, JSON.stringify(ledger));
const answer = (key: string, isTest: boolean): TChargeResult => ({ provider: "ledger", reference: `ledger_${key}`, isTest });
const never = () => new Promise<never>(() => {});
let charges = 0;

const provider: TPaymentProvider = {
  accepts: () => true,
  async charge({ idempotencyKey, amount, isTest }) {
    const stop = stops[charges++];
    if (stop === "before-provider") {
      console.log(`charge stopped before-provider ${idempotencyKey}`);
      return never();
    }
    const ledger = read();
    ledger[idempotencyKey] ??= { amount, released: false };
    write(ledger);
    if (stop === "after-provider") {
      console.log(`charge stopped after-provider ${idempotencyKey}`);
      return never();
    }
    return answer(idempotencyKey, isTest);
  },
  async release({ idempotencyKey }) {
    const ledger = read();
    if (!ledger[idempotencyKey]) return;
    ledger[idempotencyKey].released = true;
    write(ledger);
  },
  async refund(refund) {
    return answer(refund.idempotencyKey, refund.isTest);
  },
  async lookup({ idempotencyKey, isTest }) {
    const charge = read()[idempotencyKey];
    if (!charge) return { status: "none" };
    return { status: charge.released ? "released" : "charged", charge: answer(idempotencyKey, isTest) };
  },
};

const config = configOrExit();
const database = connectDatabase(config.DATABASE_URL ?? "");
await migrateDatabase(database);
const app = await buildApp(config, { database, payments: provider, clientDir: null });
await app.listen({ port: config.PORT, host: "127.0.0.1" });
process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
