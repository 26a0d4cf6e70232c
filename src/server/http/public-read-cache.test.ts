import { describe, expect, it } from "vitest";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createPublicReadCache } from "./public-read-cache.ts";
import { entityTag } from "./public-cache.ts";

// Decision 0088: the public answers kept in memory, read once per key, never kept across a drop.

function request(url: string, query: Record<string, unknown> = {}, params: Record<string, unknown> = {}) {
  return { routeOptions: { url }, params, query } as unknown as FastifyRequest;
}

function reply() {
  const sent = { body: undefined as unknown, headers: {} as Record<string, string> };
  const fake = {
    sent,
    serialize: (data: unknown) => JSON.stringify(data),
    header(name: string, value: string) {
      sent.headers[name] = value;
      return fake;
    },
    type(value: string) {
      sent.headers["content-type"] = value;
      return fake;
    },
    send(body: unknown) {
      sent.body = body;
      return fake;
    },
  };
  return fake as unknown as FastifyReply & { sent: typeof sent };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the public read cache", () => {
  it("reads once and answers from memory after, with the JSON's tag", async () => {
    const cache = createPublicReadCache();
    let reads = 0;
    const load = async () => ({ services: ["Faucet Repair"], read: ++reads });
    const first = reply();
    await cache.answer(request("/api/services"), first, load);
    const second = reply();
    await cache.answer(request("/api/services"), second, load);
    expect(reads).toBe(1);
    expect(second.sent.body).toBe('{"services":["Faucet Repair"],"read":1}');
    expect(second.sent.headers.etag).toBe(entityTag('{"services":["Faucet Repair"],"read":1}'));
    expect(second.sent.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("keeps one answer per route, params and query", async () => {
    const cache = createPublicReadCache();
    const load = (value: string) => async () => value;
    await cache.answer(request("/api/services", { sort: "rating" }), reply(), load("rating"));
    await cache.answer(request("/api/services", { sort: "priceLow" }), reply(), load("priceLow"));
    await cache.answer(request("/api/services/:id", {}, { id: "a" }), reply(), load("a"));
    const again = reply();
    await cache.answer(request("/api/services", { sort: "rating" }), again, load("not read"));
    expect(again.sent.body).toBe('"rating"');
    expect(cache.size()).toBe(3);
  });

  it("when turned off, reads the database for every request, even at the same moment", async () => {
    const cache = createPublicReadCache({ enabled: false });
    let reads = 0;
    const load = async () => ({ read: ++reads });
    const replies = [reply(), reply(), reply()];
    await Promise.all(replies.map((r) => cache.answer(request("/api/services"), r, load)));
    const later = reply();
    await cache.answer(request("/api/services"), later, load);
    expect(reads).toBe(4);
    expect(later.sent.body).toBe('{"read":4}');
    expect(later.sent.headers.etag).toBe(entityTag('{"read":4}'));
    expect(cache.size()).toBe(0);
  });

  it("reads the database once for visitors who ask at the same moment", async () => {
    const cache = createPublicReadCache();
    const gate = deferred<string>();
    let reads = 0;
    const load = () => {
      reads += 1;
      return gate.promise;
    };
    const replies = [reply(), reply(), reply()];
    const answers = replies.map((r) => cache.answer(request("/api/services"), r, load));
    gate.resolve("page");
    await Promise.all(answers);
    expect(reads).toBe(1);
    expect(replies.map((r) => r.sent.body)).toEqual(['"page"', '"page"', '"page"']);
  });

  it("drops everything; a read under way during the drop is answered but not kept", async () => {
    const cache = createPublicReadCache();
    await cache.answer(request("/api/website/hero"), reply(), async () => "old hero");
    const slow = deferred<string>();
    const during = reply();
    const underWay = cache.answer(request("/api/services"), during, () => slow.promise);
    cache.drop();
    expect(cache.size()).toBe(0);
    // A visitor asking after the drop does not join the old read: they get a read of their own.
    const after = reply();
    await cache.answer(request("/api/services"), after, async () => "new page");
    slow.resolve("old page");
    await underWay;
    expect(during.sent.body).toBe('"old page"');
    expect(after.sent.body).toBe('"new page"');
    const next = reply();
    await cache.answer(request("/api/services"), next, async () => "not read");
    expect(next.sent.body).toBe('"new page"');
  });

  it("keeps no error: the next visitor reads again", async () => {
    const cache = createPublicReadCache();
    await expect(
      cache.answer(request("/api/services/:id", {}, { id: "gone" }), reply(), async () => {
        throw new Error("Service not found");
      }),
    ).rejects.toThrow("Service not found");
    const later = reply();
    await cache.answer(request("/api/services/:id", {}, { id: "gone" }), later, async () => "back");
    expect(later.sent.body).toBe('"back"');
  });

  it("is bounded: the least recently read answers go first", async () => {
    const cache = createPublicReadCache({ maxEntries: 2 });
    for (const sort of ["a", "b", "c"]) await cache.answer(request("/api/services", { sort }), reply(), async () => sort);
    expect(cache.size()).toBe(2);
    let reread = false;
    await cache.answer(request("/api/services", { sort: "a" }), reply(), async () => {
      reread = true;
      return "a";
    });
    expect(reread).toBe(true);
    const bySize = createPublicReadCache({ maxBytes: 100 });
    await bySize.answer(request("/big"), reply(), async () => "x".repeat(200));
    expect(bySize.size()).toBe(0);
  });
});
