import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "../src/server/db/schema.ts";
import { publish } from "../src/server/realtime/publish.ts";
import { audience } from "../src/shared/rules/live-audience.ts";
import { seedBookableServices } from "./setup/catalogue-fixtures.ts";
import { listening, openStream } from "./setup/sse-client.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decisions 0085 and 0086: compressed and cached static files, compressed API
// answers, and ETag / 304 on the public GETs.

const INDEX_HTML = `<!doctype html><html><head><title>HomeFix</title><script type="module" src="/assets/index-abc123.js"></script></head><body>${"<p>HomeFix</p>".repeat(40)}</body></html>`;
// Big enough to be worth compressing, and varied enough that the copies differ from the original.
const ENTRY_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7} + "homefix";`).join("\n");

let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
const clientDir = mkdtempSync(path.join(tmpdir(), "homefix-static-"));

/** A file as the build writes it: the original, and its brotli and gzip copies beside it. */
function writeBuilt(relative: string, content: string) {
  const file = path.join(clientDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  // At the build's levels, not the per-request ones: the test can tell a copy from a compression on the fly.
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

beforeAll(async () => {
  writeBuilt("index.html", INDEX_HTML);
  writeBuilt("assets/index-abc123.js", ENTRY_JS);
  writeFileSync(path.join(clientDir, "manifest.webmanifest"), JSON.stringify({ name: "HomeFix Tech" }));
  t = await createTestApp({ LIVE_HEARTBEAT_SECONDS: "1" }, { clientDir });
  ids = await seedBookableServices(t.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: "GET", url, headers });

describe("static files by Accept-Encoding", () => {
  it("sends the brotli copy to a browser that accepts br", async () => {
    const response = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(ENTRY_JS.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY_JS);
    // The build's copy itself, not a compression made for this request.
    expect(response.rawPayload.equals(readFileSync(path.join(clientDir, "assets/index-abc123.js.br")))).toBe(true);
  });

  it("sends the gzip copy when br is not accepted", async () => {
    for (const accept of ["gzip", "br;q=0, gzip"]) {
      const response = await get("/assets/index-abc123.js", { "accept-encoding": accept });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(response.rawPayload).toString()).toBe(ENTRY_JS);
      expect(response.rawPayload.equals(readFileSync(path.join(clientDir, "assets/index-abc123.js.gz")))).toBe(true);
    }
  });

  it("sends the plain file when nothing compressed is accepted", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const response = await get("/assets/index-abc123.js", headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body).toBe(ENTRY_JS);
    }
  });

  it("compresses index.html too, on every page path", async () => {
    for (const url of ["/", "/services", "/index.html"]) {
      const response = await get(url, { "accept-encoding": "br" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });
});

describe("static files' caching", () => {
  it("keeps hashed assets a year, immutable, whichever copy is sent", async () => {
    for (const accept of ["br", "gzip", "identity"]) {
      const response = await get("/assets/index-abc123.js", { "accept-encoding": accept });
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("revalidates index.html and the other unhashed files", async () => {
    for (const url of ["/", "/services/some-service", "/index.html", "/manifest.webmanifest"]) {
      for (const accept of ["br", "identity"]) {
        const response = await get(url, { "accept-encoding": accept });
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("no-cache");
      }
    }
  });
});

describe("ETag and 304 on the public GETs", () => {
  // A short public cache for visitors (decision 0088; signed-in browsers revalidate: tests/catalogue-cache.test.ts).
  const fresh = "public, max-age=30, stale-while-revalidate=300";
  const routes = () => [
    { url: "/api/services", cacheControl: fresh },
    { url: `/api/services/${ids.flat}`, cacheControl: fresh },
    { url: `/api/services/${ids.flat}/reviews`, cacheControl: fresh },
    { url: "/api/settings/public", cacheControl: fresh },
    { url: "/api/website/hero", cacheControl: fresh },
  ];

  it("tags each answer, and answers 304 with no body when the tag still matches", async () => {
    for (const { url, cacheControl } of routes()) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["cache-control"], url).toBe(cacheControl);
      const tag = first.headers.etag as string;
      expect(tag, url).toMatch(/^W\/".+"$/);

      const again = await get(url, { "if-none-match": tag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe("");
      expect(again.headers.etag, url).toBe(tag);
      expect(again.headers["cache-control"], url).toBe(cacheControl);

      // A tag among others, or the strong form of the same tag, matches too (weak comparison).
      expect((await get(url, { "if-none-match": `W/"other", ${tag.slice(2)}` })).statusCode, url).toBe(304);
      expect((await get(url, { "if-none-match": 'W/"other"' })).statusCode, url).toBe(200);
    }
  });

  it("gives a new tag, and the whole answer, once the data changed", async () => {
    const url = `/api/services/${ids.flat}`;
    const before = await get(url);
    await t.database.db.update(services).set({ name: "Faucet Repair Plus" }).where(eq(services.id, ids.flat));
    // The server's copy is dropped when the change's event arrives (decision 0088), a moment later.
    await expect.poll(async () => (await get(url, { "if-none-match": before.headers.etag as string })).statusCode).toBe(200);
    const after = await get(url, { "if-none-match": before.headers.etag as string });
    expect(after.json()).toMatchObject({ name: "Faucet Repair Plus" });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("tags the same JSON alike whether it is sent compressed or not", async () => {
    const plain = await get("/api/services");
    const compressed = await get("/api/services", { "accept-encoding": "br" });
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get("/api/services", { "accept-encoding": "br", "if-none-match": plain.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["content-encoding"]).toBeUndefined();
  });

  it("does not tag answers that are not public GETs, nor errors", async () => {
    expect((await get("/api/health")).headers.etag).toBeUndefined();
    const missing = await get("/api/services/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe("API answers compressed", () => {
  it("compresses JSON over 1 KB by Accept-Encoding, the same JSON once decoded", async () => {
    const plain = await get("/api/services");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get("/api/services", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get("/api/services", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves small answers as they are", async () => {
    const small = await get("/api/settings/public", { "accept-encoding": "br, gzip" });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toHaveProperty("live_payments");
  });
});

describe("live streams", () => {
  it("are never compressed nor buffered: each event arrives as it is published", async () => {
    const base = await listening(t.app);
    const customer = await t.signedIn("customer");
    const stream = await openStream(`${base}/api/events`, { cookie: customer.cookie, "accept-encoding": "br, gzip" });
    try {
      expect(stream.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get("content-encoding")).toBeNull();
      // A heartbeat (every second here) arrives on its own while the stream stays open.
      await stream.waitFor((event) => event.event.startsWith("live."), 5_000);
      await publish(t.database.db, { type: "notification.read", payload: {}, audience: [audience.user(customer.userId)] });
      await stream.waitFor((event) => event.event === "notification.read");
      expect(stream.ended()).toBe(false);
    } finally {
      stream.close();
    }
  });
});
