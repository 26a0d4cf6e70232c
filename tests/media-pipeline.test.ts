import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../src/server/db/schema.ts";
import { jpeg, keysOf, MP4, multipart, storedFile, upload } from "./setup/media-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0051 "The media pipeline": what is refused (with nothing stored), what a
// stored image keeps of the original (nothing but its pixels, upright), and when files go.

const GPS = { GPSLatitudeRef: "N", GPSLatitude: "28/1 32/1 2400/100", GPSLongitudeRef: "W", GPSLongitude: "81/1 22/1 4800/100" };
/** The GPS IFD pointer (EXIF tag 0x8825), in either byte order. */
const hasGpsPointer = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

let t: TTestApp;
let cookie: string;
beforeAll(async () => {
  // 2 MB a file; an upload nothing references is released after 2 seconds.
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(2 * 1024 * 1024), UPLOAD_UNUSED_SECONDS: "2", UPLOAD_RATE_LIMIT_MAX: "1000" });
  cookie = (await t.signedIn("admin")).cookie;
});
afterAll(() => t.close());

const uploadRows = async () => (await t.database.db.select({ n: count() }).from(uploads))[0].n;
const storedNames = () => {
  const root = path.resolve(t.config.DATA_DIR, "uploads");
  return existsSync(root) ? readdirSync(root, { recursive: true }).filter((name) => /\.[a-z0-9]+$/.test(String(name))) : [];
};
const send = (file: Buffer, filename: string, declaredType?: string) =>
  t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(file, filename, "services", declaredType) });

describe("refused uploads store nothing", () => {
  const cases: [string, () => Promise<Buffer>, string, number, RegExp][] = [
    [
      "a PDF named like a photo (wrong type by content)",
      async () => Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"),
      "photo.jpg",
      415,
      /^Only JPEG, PNG/,
    ],
    [
      "an SVG with a script, named .png",
      async () => Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>fetch('/api/me')</script></svg>`),
      "logo.png",
      415,
      /^SVG images cannot be uploaded/,
    ],
    ["an HTML page named .webp", async () => Buffer.from("<!doctype html><script>alert(1)</script>"), "banner.webp", 415, /^Only JPEG, PNG/],
    [
      "a PNG header over bytes that do not decode",
      async () => Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(256, 1)]),
      "broken.png",
      415,
      /could not be read as an image/,
    ],
    [
      "a QuickTime video (not MP4 or WebM)",
      async () => Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from("ftypqt  "), Buffer.from([0, 0, 0, 0]), Buffer.from("qt  "), Buffer.alloc(64)]),
      "clip.mp4",
      415,
      /^Only MP4 or WebM videos/,
    ],
    ["a file over UPLOAD_MAX_BYTES", async () => Buffer.concat([await jpeg(64, 64), Buffer.alloc(2 * 1024 * 1024, 1)]), "huge.jpg", 413, /too large/],
    [
      "a decompression bomb (48 megapixels in a small PNG)",
      () =>
        sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#ffffff" } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      "bomb.png",
      413,
      /48 megapixels; the most we accept is 40/,
    ],
  ];

  it.each(cases)("%s", async (_label, make, filename, status, message) => {
    const file = await make();
    const rowsBefore = await uploadRows();
    const response = await send(file, filename);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await uploadRows()).toBe(rowsBefore);
    expect(storedNames()).toEqual([]);
  });
});

describe("stored images", () => {
  it("keep no camera data from a phone photo: no GPS, no EXIF, turned upright", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#556677" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneMaker", Model: "Phone 15" }, IFD3: GPS })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(hasGpsPointer(sent.exif)).toBe(true);

    const stored = await upload(t, cookie, photo, "IMG_0001.jpg");
    // Orientation 6: the 1600x1200 sensor image is a 1200x1600 portrait.
    expect(stored).toMatchObject({ kind: "image", width: 1200, height: 1600, contentType: "image/jpeg" });
    expect(stored.image!.webp.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["400w", "800w", "1200w"]);
    for (const key of keysOf(stored)) {
      const served = await t.request({ method: "GET", url: `/uploads/${key}` });
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif, key).toBeUndefined();
      expect(metadata.orientation, key).toBeUndefined();
      expect(metadata.height! > metadata.width!, key).toBe(true);
      expect(served.rawPayload.includes(Buffer.from("PhoneMaker")), key).toBe(false);
    }
  });

  it("stores an MP4 as it was sent", async () => {
    const stored = await upload(t, cookie, MP4, "walkthrough.mp4");
    expect(stored).toMatchObject({ kind: "video", contentType: "video/mp4", width: null, height: null, image: null });
    expect(stored.url).toMatch(/^\/uploads\/services\/[0-9a-f-]{36}\.mp4$/);
    const served = await t.request({ method: "GET", url: stored.url });
    expect(served.headers["content-type"]).toBe("video/mp4");
    expect(served.rawPayload.equals(MP4)).toBe(true);
  });
});

describe("files nothing references", () => {
  const rowOf = async (url: string) => (await t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.url, url)))[0].n;

  it("are deleted once UPLOAD_UNUSED_SECONDS have passed", async () => {
    const stored = await upload(t, cookie, await jpeg(900, 600));
    expect(keysOf(stored).every((key) => storedFile(t, key))).toBe(true);
    await expect.poll(() => keysOf(stored).some((key) => storedFile(t, key)), { timeout: 20_000, interval: 250 }).toBe(false);
    expect(await rowOf(stored.url)).toBe(0);
  });

  it("are deleted after a save that failed, and kept when a save used them", async () => {
    const orphan = await upload(t, cookie, await jpeg(500, 500, "#aa0000"));
    const used = await upload(t, cookie, await jpeg(500, 500, "#00aa00"));
    // The first save fails (a video field given an image), the second succeeds.
    const failed = await t.request({ method: "POST", url: "/api/admin/services", cookie, payload: { name: "Failed", category: "Z", video_url: orphan.url } });
    expect(failed.statusCode).toBe(400);
    const saved = await t.request({ method: "POST", url: "/api/admin/services", cookie, payload: { name: "Saved", category: "Z", image_url: used.url } });
    expect(saved.statusCode, saved.body).toBe(201);

    await expect.poll(() => keysOf(orphan).some((key) => storedFile(t, key)), { timeout: 20_000, interval: 250 }).toBe(false);
    expect(await rowOf(orphan.url)).toBe(0);
    expect(keysOf(used).every((key) => storedFile(t, key))).toBe(true);
    expect(await rowOf(used.url)).toBe(1);
    // What the public catalogue shows of it.
    const shown = (await t.request({ method: "GET", url: `/api/services/${saved.json().id}` })).json();
    expect(shown.media[used.url]).toEqual(used.image);
  });

  it("cannot be taken by a save once released: the save says to upload again", async () => {
    const stored = await upload(t, cookie, await jpeg(300, 300));
    await expect.poll(() => rowOf(stored.url), { timeout: 20_000, interval: 250 }).toBe(0);
    const late = await t.request({
      method: "POST",
      url: "/api/admin/services",
      cookie,
      payload: { name: "Late", category: "Z", gallery_images: [stored.url] },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual([
      { field: "gallery_images.0", message: "is not an uploaded file (an unused upload is removed after a while): upload it again" },
    ]);
  });
});
