import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { profiles, user } from "../src/server/db/schema.ts";
import { cookieFrom, createTestApp, linkIn, type TTestApp } from "./setup/test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, password = "Palm tree 42") =>
  t.request({ method: "POST", url: "/api/auth/sign-up/email", payload: { email, password, name: email, callbackURL: "/" } });
const signIn = (email: string, password = "Palm tree 42") => t.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });

describe("sign up, verify, sign in, sign out", () => {
  it("creates a customer profile, mails a verification link that works, then signs in", async () => {
    const email = "new.homeowner@example.com";
    const created = await signUp(email);
    expect(created.statusCode).toBe(200);

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile.role).toBe("customer");

    // Not verified yet: refused, and told why.
    const early = await signIn(email);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe("EMAIL_NOT_VERIFIED");

    const mail = await t.lastMailTo(email);
    expect(mail?.kind).toBe("verify-email");
    expect(mail?.text).toContain("http://localhost:3000/api/auth/verify-email?token=");
    const verified = await t.request({ method: "GET", url: linkIn(mail!.text) });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe("/");
    // The link proves the mailbox and signs the visitor in.
    const fromLink = await t.request({ method: "GET", url: "/api/me", cookie: cookieFrom(verified) });
    expect(fromLink.json()).toMatchObject({ user: { email, emailVerified: true }, role: "customer", first_visit: true });
    // The account's first session stays its first visit; any later one is a return.
    expect((await t.request({ method: "GET", url: "/api/me", cookie: cookieFrom(verified) })).json().first_visit).toBe(true);

    const signedIn = await signIn(email);
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieFrom(signedIn);
    expect(String(signedIn.headers["set-cookie"])).toMatch(/HttpOnly/i);
    expect(String(signedIn.headers["set-cookie"])).toMatch(/SameSite=Lax/i);

    const me = await t.request({ method: "GET", url: "/api/me", cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email, emailVerified: true }, role: "customer", first_visit: false });

    const out = await t.request({ method: "POST", url: "/api/auth/sign-out", cookie, payload: {} });
    expect(out.statusCode).toBe(200);
    // Signed out is a normal state, answered without an error status.
    const after = await t.request({ method: "GET", url: "/api/me", cookie });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ user: null, role: null, first_visit: false });
  });

  it("answers a taken e-mail exactly like a new one, writes no second user, and tells the owner by mail", async () => {
    const email = "taken@example.com";
    const first = await signUp(email);
    const second = await signUp(email, "Another pass 9");
    expect(second.statusCode).toBe(first.statusCode);
    expect(Object.keys(second.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect(second.json().user.email).toBe(email);
    const [{ n }] = await t.database.db.select({ n: count() }).from(user).where(eq(user.email, email));
    expect(n).toBe(1);
    expect((await t.lastMailTo(email))?.kind).toBe("existing-account");
  });

  it("refuses a wrong password without saying which part was wrong", async () => {
    const { email } = await t.signedIn("customer");
    const response = await signIn(email, "not-the-password");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });
});

describe("password rules on sign-up", () => {
  it.each([
    ["abc12", /at least 6/i],
    ["password", /too common/],
    ["aaaaaaa", /repeated/],
    ["123456789", /too common|sequence/],
  ])("refuses %s with the reason and writes nothing", async (password, reason) => {
    const email = `weak-${password}@example.com`;
    const response = await signUp(email, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(reason);
    const [{ n }] = await t.database.db.select({ n: count() }).from(user).where(eq(user.email, email));
    expect(n).toBe(0);
  });

  it("refuses a malformed e-mail and writes nothing", async () => {
    const response = await signUp("not-an-email");
    expect(response.statusCode).toBe(400);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(user)
      .where(sql`${user.email} = 'not-an-email'`);
    expect(n).toBe(0);
  });
});

describe("password reset by e-mail", () => {
  it("mails a reset link whose token sets a new password and signs out other sessions", async () => {
    const { email, cookie } = await t.signedIn("customer");
    const requested = await t.request({ method: "POST", url: "/api/auth/request-password-reset", payload: { email, redirectTo: "/auth/reset-password" } });
    expect(requested.statusCode).toBe(200);
    const mail = await t.lastMailTo(email);
    expect(mail?.kind).toBe("reset-password");
    const landing = await t.request({ method: "GET", url: linkIn(mail!.text) });
    expect(landing.statusCode).toBe(302);
    const token = new URL(landing.headers.location as string, "http://x").searchParams.get("token");
    expect(token).toBeTruthy();

    const weak = await t.request({ method: "POST", url: "/api/auth/reset-password", payload: { newPassword: "qwerty", token } });
    expect(weak.statusCode).toBe(400);

    const reset = await t.request({ method: "POST", url: "/api/auth/reset-password", payload: { newPassword: "New garden gate 7", token } });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/me", cookie })).json()).toEqual({ user: null, role: null, first_visit: false });
    expect((await signIn(email, "New garden gate 7")).statusCode).toBe(200);
  });

  it("answers an unknown e-mail the same way and sends nothing", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: "nobody@example.com", redirectTo: "/auth/reset-password" },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.lastMailTo("nobody@example.com")).toBeUndefined();
  });
});

describe("rate limits", () => {
  it("limits sign-in attempts per client", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: "3" });
    try {
      const attempt = () => limited.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email: "x@example.com", password: "whatever1" } });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
