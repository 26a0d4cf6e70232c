import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening, openStream, type TStream } from "./setup/sse-client.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0111: one account, one chat and one address each keep a handful of live streams
// open; beyond, 429 with a message that says why; a closed stream frees its place.

let t: TTestApp;
let base: string;
const opened: TStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ LIVE_STREAMS_PER_ACCOUNT: "2", LIVE_STREAMS_PER_CHAT: "2", LIVE_STREAMS_PER_ADDRESS: "6" });
  base = await listening(t.app);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t.close();
});

const open = async (path: string, headers: Record<string, string>) => {
  const stream = await openStream(`${base}${path}`, headers);
  opened.push(stream);
  return stream;
};
/** The reply to a refused stream: its status and its message. */
const refusal = async (stream: TStream) => ({ status: stream.status, body: (await stream.response.json()) as { code: string; message: string } });
/** A stream opened once a place is free: closed streams are counted off when the server sees them close. */
async function openWhenFree(path: string, headers: Record<string, string>) {
  let stream: TStream | undefined;
  await expect
    .poll(async () => {
      stream = await open(path, headers);
      return stream.status;
    })
    .toBe(200);
  return stream!;
}
const closeAll = () => {
  for (const stream of opened.splice(0)) stream.close();
};

describe("live streams are capped", () => {
  it("one account keeps two streams open; the third is refused, and a closed one frees its place", async () => {
    const { cookie } = await t.signedIn("customer");
    const [first, second] = [await open("/api/events", { cookie }), await open("/api/events", { cookie })];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await refusal(await open("/api/events", { cookie }))).toEqual({
      status: 429,
      body: { code: "RATE_LIMITED", message: "Too many live connections are open for this account. Close another tab or window and try again." },
    });
    first.close();
    await openWhenFree("/api/events", { cookie });
    closeAll();
  });

  it("one guest chat token keeps two streams open; the third is refused", async () => {
    const started = await t.request({
      method: "POST",
      url: "/api/chat/conversations",
      payload: { customer_name: "Gus Guest", customer_email: "gus@example.com" },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { conversation_id: id, token } = started.json() as { conversation_id: string; token: string };
    const path = `/api/chat/conversations/${id}/events`;
    await openWhenFree(path, { "x-chat-token": token });
    expect((await open(path, { "x-chat-token": token })).status).toBe(200);
    expect(await refusal(await open(path, { "x-chat-token": token }))).toEqual({
      status: 429,
      body: { code: "RATE_LIMITED", message: "Too many live connections are open for this chat. Close another tab or window and try again." },
    });
    closeAll();
  });

  it("one address keeps six streams open, whichever accounts they are for", async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map(() => t.signedIn("customer")));
    for (const { cookie } of accounts.slice(0, 3)) {
      await openWhenFree("/api/events", { cookie });
      await openWhenFree("/api/events", { cookie });
    }
    expect(await refusal(await open("/api/events", { cookie: accounts[3]!.cookie }))).toEqual({
      status: 429,
      body: { code: "RATE_LIMITED", message: "Too many live connections are open from your network. Close another tab or window and try again." },
    });
    closeAll();
  });
});
