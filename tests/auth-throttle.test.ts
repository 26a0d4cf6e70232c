import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { mailOutbox } from "../src/server/db/schema.ts";
import { createTestApp, PASSWORD, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";

// Issue 8, fault 9: limits per account, not only per client address. The per-client limit is
// raised here so that only the per-account one is under test. Only Date is faked: the clock
// moves when the test says, while timers and I/O run as usual.
const LIMITS = { AUTH_RATE_LIMIT_MAX: "1000" };
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp(LIMITS);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-02T15:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const minutes = (n: number) => vi.setSystemTime(new Date(Date.now() + n * 60_000));
const signIn = (email: string, password: string, app: TTestApp["request"] = t.request) =>
  app({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });
const account = async () => (await t.signedIn("customer")).email;
const mailsTo = async (email: string, kind: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)))
  )[0].n;

describe("sign-in attempts per account", () => {
  it("locks the account's sign-in after 5 wrong passwords, even for the right one, and unlocks after 15 minutes", async () => {
    const email = await account();
    for (let i = 0; i < 5; i++) expect((await signIn(email, "wrong-password-1")).statusCode).toBe(401);

    const locked = await signIn(email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: "ACCOUNT_LOCKED", message: "Too many sign-in attempts for this account. Please try again in 15 minutes." });

    minutes(14);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
    minutes(2);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it("answers an address with no account exactly as one with an account", async () => {
    const known = await account();
    const unknown = "no-account-here@example.com";
    const replies = async (email: string) => {
      const out = [];
      for (let i = 0; i < 7; i++) {
        const response = await signIn(email, "wrong-password-1");
        out.push({ status: response.statusCode, body: response.json() });
      }
      return out;
    };
    const fromKnown = await replies(known);
    expect(fromKnown.map((reply) => reply.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await replies(unknown)).toEqual(fromKnown);
  });

  it("forgets wrong passwords once the right one is given", async () => {
    const email = await account();
    for (let i = 0; i < 4; i++) await signIn(email, "wrong-password-1");
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(email, "wrong-password-1")).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it("counts wrong passwords in a 15-minute window", async () => {
    const email = await account();
    for (let i = 0; i < 4; i++) await signIn(email, "wrong-password-1");
    minutes(16);
    for (let i = 0; i < 5; i++) expect((await signIn(email, "wrong-password-1")).statusCode).toBe(401);
  });

  it("shares the count between app processes on one database", async () => {
    const email = await account();
    const config = parseConfig({ NODE_ENV: "test", PUBLIC_URL, LOG_LEVEL: "silent", ...LIMITS });
    const other = await buildApp(config, { database: t.database, clientDir: null });
    const otherRequest: TTestApp["request"] = ({ headers, ...options }) => other.inject({ ...options, headers: { origin: PUBLIC_URL, ...headers } });
    try {
      for (let i = 0; i < 3; i++) await signIn(email, "wrong-password-1");
      for (let i = 0; i < 2; i++) await signIn(email, "wrong-password-1", otherRequest);
      expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
      expect((await signIn(email, PASSWORD, otherRequest)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it("does not let 20 parallel guesses past the limit", async () => {
    const email = await account();
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => signIn(email, "wrong-password-1")))).map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe("auth mail per address", () => {
  const requestReset = (email: string) =>
    t.request({ method: "POST", url: "/api/auth/request-password-reset", payload: { email, redirectTo: "/auth/reset-password" } });

  it("sends at most 3 reset mails an hour to one address, with the same reply every time", async () => {
    const email = await account();
    for (let i = 0; i < 6; i++) {
      const response = await requestReset(email);
      expect(response.statusCode).toBe(200);
    }
    expect(await mailsTo(email, "reset-password")).toBe(3);
    minutes(61);
    expect((await requestReset(email)).statusCode).toBe(200);
    expect(await mailsTo(email, "reset-password")).toBe(4);
  });

  it("sends at most 3 verification mails an hour to one address, counting the one sent on sign-up", async () => {
    const email = "unverified-mail@example.com";
    const signedUp = await t.request({ method: "POST", url: "/api/auth/sign-up/email", payload: { email, password: "Palm tree 42", name: "Ann" } });
    expect(signedUp.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      // Two minutes apart, past better-auth's own limit of 3 a minute per client on this route.
      minutes(2);
      const response = await t.request({ method: "POST", url: "/api/auth/send-verification-email", payload: { email, callbackURL: "/" } });
      expect(response.statusCode).toBe(200);
    }
    // Signing in unverified mails a link too: that counts against the same limit.
    expect((await signIn(email, "Palm tree 42")).statusCode).toBe(403);
    expect(await mailsTo(email, "verify-email")).toBe(3);
  });
});
