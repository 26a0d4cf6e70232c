import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request } from "node:http";
import type { Socket } from "node:net";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../src/server/db/schema.ts";
import { createTestApp, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";

let t: TTestApp;
let cookie: string;
/** A real 8x8 image (decision 0051: every image is decoded), well under the 2048-byte cap here. */
let PNG: Buffer;
beforeAll(async () => {
  PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();
  t = await createTestApp({ UPLOAD_MAX_BYTES: "2048", UPLOAD_DAILY_QUOTA_BYTES: "1000", UPLOAD_RATE_LIMIT_MAX: "25" });
  cookie = (await t.signedIn("technician")).cookie;
});
afterAll(() => t.close());

/** The app's address over real HTTP, listening once. */
async function listening(app: TTestApp) {
  const address = app.app.server.address();
  return address && typeof address === "object" ? `http://127.0.0.1:${address.port}` : app.app.listen({ port: 0, host: "127.0.0.1" });
}

function multipart(file: Buffer, filename: string, folder?: string) {
  const boundary = "----homefix-test";
  const parts: Buffer[] = [];
  if (folder) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("POST /api/uploads", () => {
  it("stores an image, re-encoded, and serves it back with its type", async () => {
    const response = await t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(PNG, "photo.png", "jobs") });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({ kind: "image", contentType: "image/jpeg", size: PNG.length, width: 8, height: 8 });
    expect(stored.url).toMatch(/^\/uploads\/jobs\/[0-9a-f-]{36}-8\.jpg$/);
    expect(stored.image).toEqual({ src: stored.url, width: 8, height: 8, webp: stored.url.replace(".jpg", ".webp") + " 8w" });
    // A job photo is served to whoever took it (decision 0118; who else may see it: tests/access.test.ts).
    const served = await t.request({ method: "GET", url: stored.url, cookie });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 8, height: 8 });
    const webp = await t.request({ method: "GET", url: stored.url.replace(".jpg", ".webp"), cookie });
    expect(webp.headers["content-type"]).toBe("image/webp");
  });

  it("judges the type by content, not by the name", async () => {
    const script = Buffer.from("<script>alert(1)</script>".padEnd(64, " "));
    const response = await t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(script, "innocent.png") });
    expect(response.statusCode).toBe(415);
    expect(response.json().fields).toEqual([{ field: "file", message: "is not a supported image or video" }]);
    expect(response.json().message).toMatch(/^Only JPEG, PNG, WebP, GIF or AVIF images .* and MP4 or WebM videos can be uploaded$/);
  });

  it("caps the size", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(4096)]);
    const response = await t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(big, "big.png") });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  // The cut that was stored: a body chunk ended exactly at the cap, and busboy marked the file
  // truncated only when the next chunk came, after the last data was read. Sent over HTTP in two
  // writes so the server reads them apart (inject would join them).
  it("refuses a file whose chunk ends exactly at the cap, and stores nothing", async () => {
    const { payload, headers } = multipart(Buffer.concat([PNG, Buffer.alloc(2048 + 4096 - PNG.length, 7)]), "cut.png");
    const head = payload.indexOf(PNG) + 2048;
    const before = (await t.database.db.select({ n: count() }).from(uploads))[0]!.n;
    const baseUrl = new URL(await listening(t));
    let serverSide: Socket | undefined;
    t.app.server.once("connection", (socket: Socket) => (serverSide = socket));
    let sentFirst = 0;
    const sent = request({
      host: baseUrl.hostname,
      port: baseUrl.port,
      method: "POST",
      path: "/api/uploads",
      headers: { ...headers, cookie, origin: PUBLIC_URL },
    });
    const status = new Promise<number>((resolve, reject) => {
      sent.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      sent.on("error", reject);
    });
    sent.write(payload.subarray(0, head), () => (sentFirst = sent.socket?.bytesWritten ?? 0));
    // The second write goes only once the server has read the first one on its own.
    await expect.poll(() => sentFirst > 0 && (serverSide?.bytesRead ?? 0) >= sentFirst).toBe(true);
    sent.end(payload.subarray(head));
    expect(await status).toBe(413);
    expect((await t.database.db.select({ n: count() }).from(uploads))[0]!.n).toBe(before);
  });

  it("refuses an unknown folder and a missing file", async () => {
    const folder = await t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(PNG, "a.png", "../etc") });
    expect(folder.statusCode).toBe(400);
    const none = await t.request({ method: "POST", url: "/api/uploads", cookie, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0].field).toBe("file");
  });

  it("answers 400 with a clear message to a malformed multipart body, and stores nothing", async () => {
    const { payload, headers } = multipart(PNG, "photo.png", "jobs");
    const malformed: [string, { payload: Buffer; headers: Record<string, string> }][] = [
      ["no boundary", { payload, headers: { "content-type": "multipart/form-data" } }],
      ["the wrong boundary", { payload, headers: { "content-type": "multipart/form-data; boundary=----not-the-one" } }],
      ["a body cut inside the file", { payload: payload.subarray(0, payload.indexOf(PNG) + 20), headers }],
      ["a body cut inside a part's headers", { payload: payload.subarray(0, payload.indexOf("filename=")), headers }],
      ["a body cut before the closing boundary", { payload: payload.subarray(0, payload.length - 8), headers }],
    ];
    const before = (await t.database.db.select({ n: count() }).from(uploads))[0]!.n;
    for (const [what, body] of malformed) {
      const response = await t.request({ method: "POST", url: "/api/uploads", cookie, ...body });
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(response.json(), what).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "The upload could not be read: send one file as multipart/form-data",
        fields: [{ field: "file", message: "could not be read" }],
      });
    }
    expect((await t.database.db.select({ n: count() }).from(uploads))[0]!.n).toBe(before);
  });

  it("answers 404 for a file that does not exist", async () => {
    const response = await t.request({ method: "GET", url: "/uploads/jobs/00000000-0000-0000-0000-000000000000.png", cookie });
    expect(response.statusCode).toBe(404);
  });
});

describe("upload quota and rate limit", () => {
  it("refuses uploads past the user's daily quota with 429, and counts each user apart", async () => {
    const mine = (await t.signedIn("technician")).cookie;
    const statuses: number[] = [];
    // 1000 bytes a day (the bytes received), PNG.length a file: the one after `fit` does not fit.
    const fit = Math.floor(1000 / PNG.length);
    expect(fit).toBeGreaterThan(2);
    for (let sent = 0; sent <= fit; sent++)
      statuses.push((await t.request({ method: "POST", url: "/api/uploads", cookie: mine, ...multipart(PNG, "a.png") })).statusCode);
    expect(statuses.slice(0, fit).every((status) => status === 201)).toBe(true);
    expect(statuses[fit]).toBe(429);
    const other = (await t.signedIn("admin")).cookie;
    expect((await t.request({ method: "POST", url: "/api/uploads", cookie: other, ...multipart(PNG, "b.png") })).statusCode).toBe(201);
  });

  it("rate-limits uploads per client", async () => {
    let status = 0;
    for (let sent = 0; sent < 26 && status !== 429; sent++)
      status = (await t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(PNG, "c.png") })).statusCode;
    expect(status).toBe(429);
  });
});

// Decision 0113: the upload rate limit counts each user apart, even from one address.
describe("the upload rate limit per user", () => {
  let limited: TTestApp;
  beforeAll(async () => {
    limited = await createTestApp({ UPLOAD_RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => limited.close());

  it("one technician's uploads do not block another's at the same address", async () => {
    const [first, second] = [await limited.signedIn("technician"), await limited.signedIn("technician")];
    const send = (cookie: string) => limited.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(PNG, "d.png", "jobs") });
    const statuses = [];
    for (let sent = 0; sent < 4; sent++) statuses.push((await send(first.cookie)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await send(second.cookie)).statusCode).toBe(201);
  });
});

// Fault 5: 5 of 9 uploads over the 10 MiB cap got 201, stored cut at 10,485,760 bytes.
describe("uploads over the default 10 MiB cap", () => {
  let big: TTestApp;
  let bigCookie: string;
  let baseUrl: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), "homefix-uploads-"));
  const MiB = 1024 * 1024;
  // A real JPEG padded after its end marker: decoders stop there, so a whole file decodes.
  let JPEG: Buffer;
  const image = (bytes: number) => Buffer.concat([JPEG, Buffer.alloc(bytes - JPEG.length, 7)]);
  const storedFiles = () => {
    const dir = path.join(dataDir, "uploads", "services");
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const storedRows = async () => (await big.database.db.select({ n: count() }).from(uploads))[0]!.n;

  beforeAll(async () => {
    JPEG = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#16a34a" } })
      .jpeg()
      .toBuffer();
    big = await createTestApp({ DATA_DIR: dataDir, UPLOAD_RATE_LIMIT_MAX: "100" });
    bigCookie = (await big.signedIn("admin")).cookie;
    baseUrl = await big.app.listen({ port: 0, host: "127.0.0.1" });
  }, 60_000);
  afterAll(async () => {
    await big.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([12, 20, 50])("answers 413 to %i MiB and stores nothing", async (mebibytes) => {
    const response = await big.request({ method: "POST", url: "/api/uploads", cookie: bigCookie, ...multipart(image(mebibytes * MiB), "huge.png") });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
    expect(storedFiles()).toEqual([]);
    expect(await storedRows()).toBe(0);
  });

  it("answers 413 to every over-cap upload streamed over HTTP, however the chunks fall", async () => {
    for (const bytes of [10 * MiB + 1, 10 * MiB + 4096, 12 * MiB, 12 * MiB + 333, 16 * MiB, 25 * MiB]) {
      const { payload, headers } = multipart(image(bytes), "huge.png");
      const response = await fetch(`${baseUrl}/api/uploads`, { method: "POST", headers: { ...headers, cookie: bigCookie, origin: PUBLIC_URL }, body: payload });
      expect(response.status, `${bytes} bytes`).toBe(413);
    }
    expect(storedFiles()).toEqual([]);
    expect(await storedRows()).toBe(0);
  });

  it("takes a file of exactly the cap whole", async () => {
    const file = image(10 * MiB);
    const response = await big.request({ method: "POST", url: "/api/uploads", cookie: bigCookie, ...multipart(file, "exact.jpg") });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().size).toBe(10 * MiB);
    const served = await big.request({ method: "GET", url: response.json().url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 480 });
  });
});
