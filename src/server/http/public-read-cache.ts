import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { entityTag } from "./public-cache.ts";

// Decision 0088: the public catalogue's answers (the list pages by their query, a
// service, its reviews, the public settings, the hero banners) kept in this process's memory as
// the serialised JSON and its ETag, so a read is a lookup. Dropped whole when anything they are
// made of changes: at once by an admin write in this process (before its answer leaves), and by
// the `catalogue.changed` event the database's triggers write for every change, which reaches
// every process through the live layer's one LISTEN connection (decision 0072).

type TEntry = { body: string; etag: string };

/** The route's own serializer for a 200 (its compiled response schema, decision 0089), and its ETag. */
function made(reply: FastifyReply, value: unknown): TEntry {
  const body = reply.serialize(value) as string;
  return { body, etag: entityTag(body) };
}

/** 2,000 answers or 32 MB of JSON, whichever comes first: a catalogue page is about 25 KB. */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;

export function createPublicReadCache(limits: { maxEntries?: number; maxBytes?: number; enabled?: boolean } = {}) {
  const enabled = limits.enabled ?? true;
  const entries = new LRUCache<string, TEntry>({
    max: limits.maxEntries ?? MAX_ENTRIES,
    maxSize: limits.maxBytes ?? MAX_BYTES,
    sizeCalculation: (entry) => entry.body.length + entry.etag.length,
  });
  /** One read of the database per key at a time: the visitors who ask meanwhile wait for it. */
  const loading = new Map<string, Promise<TEntry>>();
  /**
   * Bumped by every drop. A read that started before a drop may have seen the old data: its
   * answer goes to the visitors who were waiting for it, but is not kept.
   */
  let generation = 0;
  /** What else is made of the same data and goes with it (the kept pages, decision 0094). */
  const dependents: (() => void)[] = [];

  async function entry(key: string, reply: FastifyReply, load: () => Promise<unknown>): Promise<TEntry> {
    if (!enabled) return made(reply, await load());
    const kept = entries.get(key);
    if (kept) return kept;
    const pending = loading.get(key);
    if (pending) return pending;
    const started = generation;
    const reading = (async () => {
      const fresh = made(reply, await load());
      if (started === generation) entries.set(key, fresh);
      return fresh;
    })();
    loading.set(key, reading);
    try {
      return await reading;
    } finally {
      if (loading.get(key) === reading) loading.delete(key);
    }
  }

  return {
    /**
     * The route's answer for this request, from memory or from `load` (whose result is serialised
     * by the route's serializer and kept). Keyed by the route and its validated params and query,
     * so `?limit=60` and no query at all are one entry. An error from `load` (a 404) is not kept.
     */
    async answer(request: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>): Promise<FastifyReply> {
      const key = `${request.routeOptions.url}\n${JSON.stringify(request.params ?? {})}\n${JSON.stringify(request.query ?? {})}`;
      const { body, etag } = await entry(key, reply, load);
      // Already JSON: Fastify sends a string with a JSON content type as it is. The ETag is the
      // one computed when it was kept (the public-cache hook uses it instead of hashing again).
      return reply.header("etag", etag).type("application/json; charset=utf-8").send(body);
    },

    /** Forgets every answer, and any read still under way, and tells what depends on them. */
    drop() {
      generation += 1;
      entries.clear();
      loading.clear();
      for (const dependent of dependents) dependent();
    },

    /** Calls `dependent` on every drop: for what is made from these answers. */
    onDrop(dependent: () => void) {
      dependents.push(dependent);
    },

    /** How many answers are kept (tests). */
    size: () => entries.size,
  };
}

export type TPublicReadCache = ReturnType<typeof createPublicReadCache>;

/**
 * For the admin routes that change what the public reads: after any write of theirs (its
 * transaction has committed by the time the answer is sent), the cache is dropped before the
 * answer leaves, so the admin's next read, in this process, sees the change. Other processes
 * drop theirs on the trigger's event a few milliseconds later.
 */
export function dropAfterWrites(app: FastifyInstance, cache: TPublicReadCache) {
  app.addHook("onSend", async (request, _reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") cache.drop();
    return payload;
  });
}
