import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// A conversation is reopened, not restarted. A guest holds a signed token; a
// signed-in customer's conversation is found by their account.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = (cookie?: string) =>
  t.request({ method: "POST", url: "/api/chat/conversations", cookie, payload: { customer_name: "Lee", customer_email: "lee@example.com" } });
const read = (id: string, token?: string, cookie?: string) =>
  t.request({ method: "GET", url: `/api/chat/conversations/${id}/messages`, cookie, headers: token ? { "x-chat-token": token } : {} });
const send = (id: string, message: string, token?: string, cookie?: string) =>
  t.request({ method: "POST", url: `/api/chat/conversations/${id}/messages`, cookie, headers: token ? { "x-chat-token": token } : {}, payload: { message } });

/** The same token with one character changed. */
const tamper = (token: string) => token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");

describe("a guest's conversation", () => {
  it("is reopened with its token: every message so far, oldest first", async () => {
    const started = (await start()).json();
    expect(started.token).toEqual(expect.any(String));
    expect(started.token.length).toBeGreaterThanOrEqual(40);
    expect((await send(started.conversation_id, "Do you fix fences?", started.token)).statusCode).toBe(201);

    const reopened = await read(started.conversation_id, started.token);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().conversation_id).toBe(started.conversation_id);
    expect(reopened.json().messages.map((m: { sender_type: string }) => m.sender_type)).toEqual(["support", "customer", "support"]);
    expect(reopened.json().messages[1].message).toBe("Do you fix fences?");
  });

  it("is refused without its token, with a tampered one, or with another conversation's", async () => {
    const mine = (await start()).json();
    const theirs = (await start()).json();
    for (const token of [undefined, tamper(mine.token), theirs.token, "", "x".repeat(43)]) {
      const response = await read(mine.conversation_id, token);
      expect(response.statusCode, `token ${token}`).toBe(403);
      expect(response.json().code).toBe("FORBIDDEN");
      expect(JSON.stringify(response.json())).not.toContain("Hi Lee");
      expect((await send(mine.conversation_id, "hello", token)).statusCode).toBe(403);
    }
  });

  it("answers 404 for a conversation that does not exist", async () => {
    const { token } = (await start()).json();
    expect((await read("00000000-0000-4000-8000-000000000000", token)).statusCode).toBe(404);
  });
});

describe("a signed-in customer's conversation", () => {
  it("is found by the account, needs no token, and is closed to anyone else", async () => {
    const customer = await t.signedIn("customer");
    const started = (await start(customer.cookie)).json();
    expect(started.token).toBeNull();
    expect((await send(started.conversation_id, "Is Tuesday free?", undefined, customer.cookie)).statusCode).toBe(201);

    const mine = await t.request({ method: "GET", url: "/api/chat/conversations/mine", cookie: customer.cookie });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().conversation.conversation_id).toBe(started.conversation_id);
    expect(mine.json().conversation.messages).toHaveLength(3);
    expect((await read(started.conversation_id, undefined, customer.cookie)).statusCode).toBe(200);

    // Another account, or a visitor holding a token for it, is refused.
    const stranger = await t.signedIn("customer");
    expect((await read(started.conversation_id, undefined, stranger.cookie)).statusCode).toBe(403);
    const guestToken = (await start()).json().token;
    expect((await read(started.conversation_id, guestToken)).statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: "/api/chat/conversations/mine", cookie: stranger.cookie })).json()).toEqual({ conversation: null });
  });
});

describe("the language of the automatic answers", () => {
  const startIn = (cookie?: string) =>
    t.request({ method: "POST", url: "/api/chat/conversations", cookie, payload: { customer_name: "Lucía", customer_email: "lucia@example.com" } });

  it("is the one the visitor started the chat in: greeting and acknowledgement in Spanish", async () => {
    const started = await startIn("homefix_locale=es");
    expect(started.statusCode, started.body).toBe(201);
    const { conversation_id, token, messages } = started.json();
    expect(messages[0].message).toBe("¡Hola, Lucía! Gracias por escribir a HomeFix. ¿En qué podemos ayudarle hoy?");

    const answered = await send(conversation_id, "Hola, ¿hablan español?", token);
    expect(answered.statusCode, answered.body).toBe(201);
    const acknowledgement = answered.json().messages.at(-1);
    expect(acknowledgement.sender_type).toBe("support");
    expect(acknowledgement.message).toMatch(
      /^¡Gracias por su mensaje! Alguien de nuestro equipo le responderá aquí en breve\. Si es urgente, llámenos al .+\.$/,
    );
  });

  it("stays English without a language, and for one the site does not speak", async () => {
    for (const cookie of [undefined, "homefix_locale=fr"]) {
      const started = (await startIn(cookie)).json();
      expect(started.messages[0].message, `cookie ${cookie}`).toBe("Hi Lucía! Thanks for reaching out to HomeFix. How can we help you today?");
      const answered = (await send(started.conversation_id, "Hello", started.token)).json();
      expect(answered.messages.at(-1).message).toMatch(
        /^Thanks for your message! A member of our team will reply here shortly\. For anything urgent, call us at .+\.$/,
      );
    }
  });
});
