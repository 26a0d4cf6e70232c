import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";
import { listening, openStream } from "./setup/sse-client.ts";
import { chatMessages, mailOutbox, notifications, settings } from "../src/server/db/schema.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../src/shared/schemas/settings.ts";
import { chatReplyMail } from "../src/server/modules/chat/reply-mail-job.ts";
import { inboxRepository } from "../src/server/modules/chat/inbox.repository.ts";
import { chatTokens } from "../src/server/modules/chat/chat-token.ts";
import type { TMailer } from "../src/server/mail/mailer.ts";

// Support inbox: staff replies reach the open chat live, or go by e-mail with a link
// that reopens the conversation (signed for a guest: a changed token is refused).

let t: TTestApp;
let base: string;
let admin: { cookie: string; userId: string };

const startGuestChat = async (name: string, email: string) => {
  const started = await t.request({ method: "POST", url: "/api/chat/conversations", payload: { customer_name: name, customer_email: email } });
  expect(started.statusCode).toBe(201);
  return started.json() as { conversation_id: string; token: string };
};
const say = (id: string, token: string | null, message: string, cookie?: string) =>
  t.request({ method: "POST", url: `/api/chat/conversations/${id}/messages`, cookie, headers: token ? { "x-chat-token": token } : {}, payload: { message } });
const reply = (id: string, message: string, key = crypto.randomUUID()) =>
  t.request({ method: "POST", url: `/api/admin/inbox/${id}/replies`, cookie: admin.cookie, payload: { message, idempotency_key: key } });

beforeAll(async () => {
  t = await createTestApp();
  base = await listening(t.app);
  admin = await t.signedIn("admin");
  // Replies a customer did not see go by e-mail at once here (the default waits 2 minutes).
  await t.database.db.insert(settings).values({ key: "business", value: { schedule: { ...DEFAULT_BUSINESS_SETTINGS.schedule, chat_reply_email_minutes: 0 } } });
});
afterAll(() => t.close());

describe("the support inbox", () => {
  it("lists a guest's conversation unread, tells the admins once, and takes the mark away when read", async () => {
    const chat = await startGuestChat("Gina Guest", "gina.guest@example.com");
    // A conversation where the customer said nothing yet waits for nobody.
    expect((await t.request({ method: "GET", url: "/api/admin/inbox?q=gina", cookie: admin.cookie })).json().items).toEqual([]);
    expect((await say(chat.conversation_id, chat.token, "Do you fix pool pumps?")).statusCode).toBe(201);
    expect((await say(chat.conversation_id, chat.token, "It hums but does not start.")).statusCode).toBe(201);

    const list = (await t.request({ method: "GET", url: "/api/admin/inbox?q=gina", cookie: admin.cookie })).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        id: chat.conversation_id,
        customer_name: "Gina Guest",
        unread: true,
        status: "open",
        last_message: expect.stringContaining("Thanks for your message"),
        account_id: null,
      }),
    ]);
    expect((await t.request({ method: "GET", url: "/api/admin/inbox?filter=unread&q=gina", cookie: admin.cookie })).json().items).toHaveLength(1);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, admin.userId), eq(notifications.kind, "chat")));
    expect(notes.filter((note) => note.body?.startsWith("Gina Guest"))).toHaveLength(1);
    expect((await t.request({ method: "GET", url: "/api/admin/inbox/unread", cookie: admin.cookie })).json().unread).toBeGreaterThanOrEqual(1);

    expect((await t.request({ method: "POST", url: `/api/admin/inbox/${chat.conversation_id}/read`, cookie: admin.cookie, payload: {} })).statusCode).toBe(204);
    expect((await t.request({ method: "GET", url: "/api/admin/inbox?filter=unread&q=gina", cookie: admin.cookie })).json().items).toEqual([]);
    // The reader's bell notice of it is read with it: the admin reading a conversation is not told of it.
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, notes.find((n) => n.body?.startsWith("Gina Guest"))!.id));
    expect(note.read_at).not.toBeNull();
  });

  it("mails an admin who asks for chat e-mails about a message, unless they read it in the open conversation", async () => {
    const reader = await t.signedIn("admin");
    const away = await t.signedIn("admin");
    const chat = await startGuestChat("Rita Reader", "rita.reader@example.com");
    expect((await say(chat.conversation_id, chat.token, "Is anyone there?")).statusCode).toBe(201);
    // The reader's open thread marks the conversation read as the message arrives.
    expect((await t.request({ method: "POST", url: `/api/admin/inbox/${chat.conversation_id}/read`, cookie: reader.cookie, payload: {} })).statusCode).toBe(
      204,
    );
    // Time passes: whatever the queue holds for later is due now.
    await t.database.pool.query("update pgboss.job set start_after = now() where state = 'created' and start_after > now()");
    const chatMailsTo = async (email: string) =>
      (
        await t.database.db
          .select({ text: mailOutbox.text, status: mailOutbox.status })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "notice-chat")))
      ).filter((mail) => mail.text.includes(chat.conversation_id));
    await expect.poll(async () => (await chatMailsTo(away.email)).map((mail) => mail.status), { timeout: 15_000 }).toEqual(["logged"]);
    await t.mailSettled();
    expect(await chatMailsTo(reader.email)).toEqual([]);
  });

  it("delivers a staff reply to the guest's open chat as it is stored, once per key", async () => {
    const chat = await startGuestChat("Olly Open", "olly.open@example.com");
    await say(chat.conversation_id, chat.token, "Hello?");
    const stream = await openStream(`${base}/api/chat/conversations/${chat.conversation_id}/events`, { "x-chat-token": chat.token });
    expect(stream.status).toBe(200);
    const key = crypto.randomUUID();
    expect((await reply(chat.conversation_id, "Hi Olly, we can help.", key)).statusCode).toBe(201);
    // Pushed, not found by a later poll; how fast is measured in bench/, not asserted here (a
    // one-second bound failed on a loaded two-core machine).
    await stream.waitFor((event) => event.event === "chat.message" && event.data.sender_type === "support");
    // A retry of the same reply stores nothing new.
    expect((await reply(chat.conversation_id, "Hi Olly, we can help.", key)).statusCode).toBe(201);
    const read = await t.request({ method: "GET", url: `/api/chat/conversations/${chat.conversation_id}/messages`, headers: { "x-chat-token": chat.token } });
    expect(read.json().messages.filter((m: { message: string }) => m.message === "Hi Olly, we can help.")).toHaveLength(1);
    // While a person is answering, the customer's next message gets no canned line.
    const next = await say(chat.conversation_id, chat.token, "Great, thanks!");
    expect(next.json().messages).toHaveLength(1);
    stream.close();
  });

  it("refuses another conversation's stream and a tampered token", async () => {
    const mine = await startGuestChat("Tara Token", "tara.token@example.com");
    const other = await startGuestChat("Otto Other", "otto.other@example.com");
    const tampered = `${mine.token.slice(0, -1)}${mine.token.endsWith("A") ? "B" : "A"}`;
    expect((await openStream(`${base}/api/chat/conversations/${mine.conversation_id}/events`, { "x-chat-token": tampered })).status).toBe(403);
    expect((await openStream(`${base}/api/chat/conversations/${mine.conversation_id}/events`, { "x-chat-token": other.token })).status).toBe(403);
    expect((await openStream(`${base}/api/chat/conversations/${mine.conversation_id}/events`)).status).toBe(403);
  });

  it("mails a reply the guest did not see, with a signed link that reopens the conversation and refuses a tampered one", async () => {
    const chat = await startGuestChat("Mia Mail", "mia.mail@example.com");
    await say(chat.conversation_id, chat.token, "Can you come Friday?");
    expect((await reply(chat.conversation_id, "Yes, Friday at 10 works.")).statusCode).toBe(201);
    await expect.poll(async () => (await t.lastMailTo("mia.mail@example.com"))?.kind, { timeout: 10_000 }).toBe("chat-reply");
    const mail = (await t.lastMailTo("mia.mail@example.com"))!;
    expect(mail.text).toContain("Yes, Friday at 10 works.");
    const match = /https?:\/\/\S+\/chat\/([0-9a-f-]{36})#token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    const [, id, token] = match!;
    expect(id).toBe(chat.conversation_id);
    const opened = await t.request({ method: "GET", url: `/api/chat/conversations/${id}/messages`, headers: { "x-chat-token": token } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().messages.at(-1).message).toBe("Yes, Friday at 10 works.");
    const tampered = `${token.slice(0, 5)}${token[5] === "x" ? "y" : "x"}${token.slice(6)}`;
    expect((await t.request({ method: "GET", url: `/api/chat/conversations/${id}/messages`, headers: { "x-chat-token": tampered } })).statusCode).toBe(403);
  });

  it("shows staff the conversation's language, and mails the reply in it", async () => {
    const started = await t.request({
      method: "POST",
      url: "/api/chat/conversations",
      cookie: "homefix_locale=es",
      payload: { customer_name: "Lupe Lengua", customer_email: "lupe.lengua@example.com" },
    });
    expect(started.statusCode).toBe(201);
    const chat = started.json() as { conversation_id: string; token: string };
    await say(chat.conversation_id, chat.token, "¿Pueden venir el viernes?");

    const thread = await t.request({ method: "GET", url: `/api/admin/inbox/${chat.conversation_id}`, cookie: admin.cookie });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().locale).toBe("es");
    const listed = await t.request({ method: "GET", url: "/api/admin/inbox?q=lupe.lengua", cookie: admin.cookie });
    expect(listed.json().items.map((item: { locale: string }) => item.locale)).toEqual(["es"]);

    expect((await reply(chat.conversation_id, "Sí, el viernes a las 10.")).statusCode).toBe(201);
    await expect.poll(async () => (await t.lastMailTo("lupe.lengua@example.com"))?.kind, { timeout: 10_000 }).toBe("chat-reply");
    const mail = (await t.lastMailTo("lupe.lengua@example.com"))!;
    expect(mail.subject).toBe("El soporte de HomeFix respondió a su mensaje");
    expect(mail.text).toContain("Hola, Lupe Lengua:");
    expect(mail.text).toContain('"Sí, el viernes a las 10."');
    expect(mail.text).toMatch(/\/chat\/[0-9a-f-]{36}#token=/);
  });

  it("sends no e-mail for a reply the customer saw in their open chat, and never twice", async () => {
    const chat = await startGuestChat("Sam Seen", "sam.seen@example.com");
    await say(chat.conversation_id, chat.token, "Quick question");
    const sent: string[] = [];
    const mailer: TMailer = { enqueue: async (mail) => void sent.push(mail.to) };
    const job = chatReplyMail({
      db: t.database.db,
      inbox: inboxRepository(t.database.db),
      mailer,
      tokens: chatTokens(t.config.authSecret),
      publicUrl: t.config.PUBLIC_URL,
    });
    // Written straight to the table, so the app's own queued job is not in the way.
    const [unseen] = await t.database.db
      .insert(chatMessages)
      .values({ conversation_id: chat.conversation_id, sender_type: "support", message: "Unseen reply", created_at: new Date(Date.now() + 1_000) })
      .returning({ id: chatMessages.id });
    await job({ data: { message_id: unseen.id } });
    await job({ data: { message_id: unseen.id } });
    expect(sent).toEqual(["sam.seen@example.com"]);

    const [seen] = await t.database.db
      .insert(chatMessages)
      .values({ conversation_id: chat.conversation_id, sender_type: "support", message: "Seen reply", created_at: new Date(Date.now() - 1_000) })
      .returning({ id: chatMessages.id });
    expect(
      (await t.request({ method: "POST", url: `/api/chat/conversations/${chat.conversation_id}/read`, headers: { "x-chat-token": chat.token }, payload: {} }))
        .statusCode,
    ).toBe(204);
    sent.length = 0;
    await job({ data: { message_id: seen.id } });
    expect(sent).toEqual([]);
  });

  it("is resolved once, and a customer writing again opens it again", async () => {
    const chat = await startGuestChat("Rex Resolve", "rex.resolve@example.com");
    await say(chat.conversation_id, chat.token, "All good now");
    const resolved = await t.request({ method: "POST", url: `/api/admin/inbox/${chat.conversation_id}/resolve`, cookie: admin.cookie, payload: {} });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: "resolved", unread: false, resolved_by_name: expect.any(String) });
    expect((await t.request({ method: "POST", url: `/api/admin/inbox/${chat.conversation_id}/resolve`, cookie: admin.cookie, payload: {} })).statusCode).toBe(
      409,
    );
    await say(chat.conversation_id, chat.token, "Actually, one more thing");
    const thread = (await t.request({ method: "GET", url: `/api/admin/inbox/${chat.conversation_id}`, cookie: admin.cookie })).json();
    expect(thread).toMatchObject({ status: "open", unread: true });
  });

  it("shows a signed-in customer their own conversations, with the account linked for staff", async () => {
    const customer = await t.signedIn("customer");
    const other = await t.signedIn("customer");
    const started = await t.request({
      method: "POST",
      url: "/api/chat/conversations",
      cookie: customer.cookie,
      payload: { customer_name: "Cora Customer", customer_email: customer.email },
    });
    const id = started.json().conversation_id as string;
    await say(id, null, "Where is my technician?", customer.cookie);
    await reply(id, "On the way!");
    const mine = (await t.request({ method: "GET", url: "/api/me/conversations", cookie: customer.cookie })).json();
    expect(mine.conversations).toEqual([expect.objectContaining({ id, last_message: "On the way!", last_sender: "support", unread: true })]);
    expect((await t.request({ method: "GET", url: "/api/me/conversations", cookie: other.cookie })).json().conversations).toEqual([]);
    expect((await t.request({ method: "GET", url: `/api/admin/inbox/${id}`, cookie: admin.cookie })).json().account_id).toBe(customer.userId);
    // Their reply notice links to the conversation in the dashboard.
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, customer.userId), eq(notifications.kind, "chat-reply")));
    expect(note.link).toBe(`/dashboard/messages/${id}`);
  });
});
