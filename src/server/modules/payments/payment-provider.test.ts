import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testPaymentProvider } from "./payment-provider.ts";

// Decision 0105: the sweep asks the provider what became of a charge whose answer never came.
describe("the test payment provider's lookup", () => {
  const query = (idempotencyKey: string) => ({ idempotencyKey, isTest: true, amount: 14900 });

  it("answers a charge it took as charged, with the answer the charge gave", async () => {
    const key = randomUUID();
    const charge = await testPaymentProvider.charge({ ...query(key), description: "Deposit" });
    expect(await testPaymentProvider.lookup(query(key))).toEqual({ status: "charged", charge });
  });

  it("answers a charge given back as released", async () => {
    const key = randomUUID();
    const charge = await testPaymentProvider.charge({ ...query(key), description: "Deposit" });
    await testPaymentProvider.release({ idempotencyKey: key, reference: charge.reference, amount: 14900 });
    expect(await testPaymentProvider.lookup(query(key))).toEqual({ status: "released", charge });
  });

  it("answers a key it never charged (or charged before a restart) as none", async () => {
    expect(await testPaymentProvider.lookup(query(randomUUID()))).toEqual({ status: "none" });
  });
});
