import { describe, expect, it } from "vitest";
import { createStreamQuota } from "./stream-quota.ts";

describe("the live stream quota", () => {
  const limits = { account: 2, chat: 1, address: 3 };
  const account = (id: string) => ({ kind: "account" as const, id });
  const address = (id: string) => ({ kind: "address" as const, id });

  it("lets a holder open up to its limit, and names the one that is full", () => {
    const quota = createStreamQuota(limits);
    expect(quota.take([account("a"), address("1.1.1.1")])).toHaveProperty("release");
    expect(quota.take([account("a"), address("1.1.1.1")])).toHaveProperty("release");
    expect(quota.take([account("a"), address("1.1.1.1")])).toEqual({ full: account("a") });
    // Another account from the same address still gets one: the address has room for three.
    expect(quota.take([account("b"), address("1.1.1.1")])).toHaveProperty("release");
    expect(quota.take([account("c"), address("1.1.1.1")])).toEqual({ full: address("1.1.1.1") });
  });

  it("counts nothing for a refused stream, and frees a place when a stream ends, once", () => {
    const quota = createStreamQuota(limits);
    const first = quota.take([{ kind: "chat", id: "c1" }, address("2.2.2.2")]);
    expect(quota.take([{ kind: "chat", id: "c1" }, address("2.2.2.2")])).toEqual({ full: { kind: "chat", id: "c1" } });
    if (!("release" in first)) throw new Error("refused");
    first.release();
    first.release();
    expect(quota.holders()).toBe(0);
    const again = quota.take([{ kind: "chat", id: "c1" }, address("2.2.2.2")]);
    expect(again).toHaveProperty("release");
    expect(quota.take([address("2.2.2.2")])).toHaveProperty("release");
    expect(quota.take([address("2.2.2.2")])).toHaveProperty("release");
    expect(quota.take([address("2.2.2.2")])).toEqual({ full: address("2.2.2.2") });
  });
});
