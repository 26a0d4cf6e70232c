import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { mailOutbox } from "../src/server/db/schema.ts";
import { createTestApp, linkIn, PASSWORD, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";

// Fault 9: limits per account, not only per client address. The per-client limit is
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
const signIn = (email: string, password: string, app: TTestApp["request"] = t.request, remoteAddress?: string) =>
  app({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password }, remoteAddress });
/** A sign-in from another client address than the tests' own (127.0.0.1). */
const signInFrom = (remoteAddress: string, email: string, password: string) => signIn(email, password, t.request, remoteAddress);
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
    expect(locked.json()).toEqual({
      code: "ACCOUNT_LOCKED",
      message: "Too many sign-in attempts for this account. Please try again in 15 minutes, or use the unlock link we e-mailed to the account.",
    });

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

// Decision 0112: the lock is per account and address, the account is paced from everywhere,
// and its owner is mailed a link that lifts the lock.
describe("keeping the owner's way in", () => {
  it("a stranger's wrong passwords lock only the stranger's address, never the owner's", async () => {
    const email = await account();
    const stranger = [];
    for (let i = 0; i < 7; i++) stranger.push((await signInFrom("203.0.113.9", email, "wrong-password-1")).statusCode);
    expect(stranger).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await signInFrom("203.0.113.9", email, PASSWORD)).statusCode).toBe(429);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it("after 10 wrong passwords from anywhere, paces the account's sign-in: 1 s, then 2 s, and the right password ends it", async () => {
    const email = await account();
    for (let i = 1; i <= 10; i++) expect((await signInFrom(`198.51.100.${i}`, email, "wrong-password-1")).statusCode).toBe(401);
    const paced = await signInFrom("198.51.100.11", email, "wrong-password-1");
    expect(paced.statusCode).toBe(429);
    expect(paced.json()).toEqual({ code: "ACCOUNT_LOCKED", message: "Too many sign-in attempts for this account. Please try again in 1 second." });
    // The owner waits with everyone else, but only seconds.
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
    vi.setSystemTime(new Date(Date.now() + 1_000));
    expect((await signInFrom("198.51.100.12", email, "wrong-password-1")).statusCode).toBe(401);
    expect((await signInFrom("198.51.100.13", email, "wrong-password-1")).json().message).toBe(
      "Too many sign-in attempts for this account. Please try again in 2 seconds.",
    );
    vi.setSystemTime(new Date(Date.now() + 2_000));
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await signInFrom("198.51.100.14", email, "wrong-password-1")).statusCode).toBe(401);
  });

  it("mails the owner a link that lifts the lock at once, and only once", async () => {
    const email = await account();
    for (let i = 0; i < 5; i++) await signIn(email, "wrong-password-1");
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
    minutes(1);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
    const [mail, ...more] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "unlock-sign-in")));
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Your HomeFix sign-in is paused");
    expect(mail?.text).toContain(`${PUBLIC_URL}/api/auth/unlock-sign-in?token=`);
    const link = new URL(linkIn(mail?.text ?? ""), PUBLIC_URL);
    const follow = () => t.request({ method: "GET", url: `${link.pathname}${link.search}` });

    const unlocked = await follow();
    expect(unlocked.statusCode).toBe(303);
    expect(unlocked.headers.location).toBe("/auth?unlocked=1");
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    // Single use: the lock it named is gone, so it clears nothing more.
    for (let i = 0; i < 5; i++) await signIn(email, "wrong-password-1");
    expect((await follow()).headers.location).toBe("/auth?unlocked=0");
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
    // A changed token unlocks nothing.
    const tampered = `${link.pathname}?token=${encodeURIComponent(`${link.searchParams.get("token")}x`)}`;
    expect((await t.request({ method: "GET", url: tampered })).headers.location).toBe("/auth?unlocked=0");
    expect((await t.request({ method: "GET", url: "/api/auth/unlock-sign-in?token=nonsense" })).headers.location).toBe("/auth?unlocked=0");
  });

  it("mails nobody for an address without an account, and answers it the same", async () => {
    const email = "nobody-locked@example.com";
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(email, "wrong-password-1")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await mailsTo(email, "unlock-sign-in")).toBe(0);
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
