import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { session, user } from "../src/server/db/schema.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Fault 7: better-auth's user fields pass the same rules as our own, and no body,
// however odd, gives a 500.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t.close());

const PASSWORD = "Palm tree 42";
const usersWith = async (email: string) => (await t.database.db.select({ n: count() }).from(user).where(eq(user.email, email)))[0].n;
const signUpRaw = (payload: string) => t.request({ method: "POST", url: "/api/auth/sign-up/email", headers: { "content-type": "application/json" }, payload });
const me = async (cookie: string) => (await t.request({ method: "GET", url: "/api/me", cookie })).json().user;

describe("sign-up checks name, image and e-mail before better-auth sees them", () => {
  it.each([
    ["a 900,000-character name", "x".repeat(900_000), /at most 100/],
    ["a name that is null", null, /expected string/],
    ["a name that is a number", 42, /expected string/],
    ["a name that is an object", { first: "Ann" }, /expected string/],
    ["a blank name", "   ", /required/],
    ["a name with a control character", "Ann\u0007", /control characters/],
  ])("refuses %s with a 400 naming the field, and writes nothing", async (_, name, reason) => {
    const email = `name-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await t.request({ method: "POST", url: "/api/auth/sign-up/email", payload: { email, password: PASSWORD, name } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.message).toMatch(/^name: /);
    expect(body.fields).toEqual([{ field: "name", message: expect.stringMatching(reason) }]);
    expect(await usersWith(email)).toBe(0);
  });

  it("refuses a name of 1e400 (Infinity once parsed) with a 400, not a 500", async () => {
    const response = await signUpRaw(`{"email":"huge-number@example.com","password":"${PASSWORD}","name":1e400}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe("name");
    expect(await usersWith("huge-number@example.com")).toBe(0);
  });

  it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "http://example.com/a.png", "/uploads/../secret", "not a url"])(
    "refuses the image %s",
    async (image) => {
      const email = `image-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await t.request({ method: "POST", url: "/api/auth/sign-up/email", payload: { email, password: PASSWORD, name: "Ann", image } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0]).toEqual({ field: "image", message: "must be an https address or one of our uploads" });
      expect(await usersWith(email)).toBe(0);
    },
  );

  it("refuses an e-mail that is not a string", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { email: ["a@example.com"], password: PASSWORD, name: "Ann" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe("email");
  });

  it("stores a trimmed name, an https image, and drops fields better-auth should not get", async () => {
    const email = "trimmed@example.com";
    const response = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { email, password: PASSWORD, name: "  Ann Lee  ", image: "https://cdn.example.com/ann.png", emailVerified: true, role: "admin" },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ name: "Ann Lee", image: "https://cdn.example.com/ann.png", emailVerified: false });
  });
});

describe("update-user checks the same fields", () => {
  it.each([
    ["a 900,000-character name", "name", "x".repeat(900_000)],
    ["a null name", "name", null],
    ["a number as name", "name", 7],
    ["an empty name", "name", ""],
    ["a javascript: image", "image", "javascript:alert(1)"],
  ])("refuses %s and keeps the user as it was", async (_, field, value) => {
    const { cookie } = await t.signedIn("customer");
    const before = await me(cookie);
    const response = await t.request({ method: "POST", url: "/api/auth/update-user", cookie, payload: { [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe(field);
    expect(await me(cookie)).toEqual(before);
  });

  it("accepts a valid name and an image among our uploads", async () => {
    const { cookie, userId } = await t.signedIn("customer");
    const response = await t.request({
      method: "POST",
      url: "/api/auth/update-user",
      cookie,
      payload: { name: " Maria Lopez ", image: "/uploads/avatars/maria.png" },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, userId));
    expect(row).toEqual({ name: "Maria Lopez", image: "/uploads/avatars/maria.png" });
  });
});

describe("deeply nested JSON", () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

  it.each([
    "/api/auth/sign-up/email",
    "/api/auth/sign-in/email",
    "/api/auth/update-user",
    "/api/auth/sign-out",
    "/api/auth/request-password-reset",
    "/api/quotes",
  ])("answers 20,000 levels on %s with a 400, not a 500", async (url) => {
    const { cookie } = await t.signedIn("customer");
    const response = await t.request({ method: "POST", url, cookie, headers: { "content-type": "application/json" }, payload: nested(20_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "VALIDATION_ERROR", message: "The JSON body nests deeper than 32 levels" });
  });

  it("still reads brackets inside strings as text", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "brackets@example.com", password: "[".repeat(100) }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("revoking a session", () => {
  const tokenOf = async (userId: string) => (await t.database.db.select({ token: session.token }).from(session).where(eq(session.userId, userId)))[0].token;

  it("refuses another user's session with a 404, and that session stays valid", async () => {
    const attacker = await t.signedIn("customer");
    const victim = await t.signedIn("customer");
    const response = await t.request({
      method: "POST",
      url: "/api/auth/revoke-session",
      cookie: attacker.cookie,
      payload: { token: await tokenOf(victim.userId) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "SESSION_NOT_FOUND" });
    expect((await t.request({ method: "GET", url: "/api/me", cookie: victim.cookie })).statusCode).toBe(200);
  });

  it("answers an unknown token the same way", async () => {
    const { cookie } = await t.signedIn("customer");
    const response = await t.request({ method: "POST", url: "/api/auth/revoke-session", cookie, payload: { token: "no-such-token" } });
    expect(response.statusCode).toBe(404);
  });

  it("still revokes the user's own session", async () => {
    const own = await t.signedIn("customer");
    const response = await t.request({ method: "POST", url: "/api/auth/revoke-session", cookie: own.cookie, payload: { token: await tokenOf(own.userId) } });
    expect(response.statusCode).toBe(200);
    // A signed-out visitor is a normal state: /api/me answers 200 with no user (item 18).
    const me = await t.request({ method: "GET", url: "/api/me", cookie: own.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toBeNull();
  });
});
