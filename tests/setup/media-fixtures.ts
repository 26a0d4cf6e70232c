import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import type { TUploaded } from "../../src/shared/schemas/media.ts";
import type { TTestApp } from "./test-app.ts";

/** A multipart body with one file (and an optional folder), as a browser's FormData sends it. */
export function multipart(file: Buffer, filename: string, folder?: string, declaredType = "image/png") {
  const boundary = "----homefix-media-test";
  const parts: Buffer[] = [];
  if (folder) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${declaredType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A plain photo-like JPEG of the given size. */
export function jpeg(width: number, height: number, background = "#7c8fa6") {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** The smallest MP4 file-type recognises as one (an `ftyp` box of brand mp42). */
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.from([0, 0, 0, 0]), Buffer.from("mp42isom"), Buffer.alloc(64)]);

/** Uploads a file as `cookie`'s user; expects it stored. */
export async function upload(t: TTestApp, cookie: string, file: Buffer, filename = "photo.jpg", folder = "services"): Promise<TUploaded> {
  const response = await t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(file, filename, folder) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Whether a stored file is on the test app's local storage. */
export function storedFile(t: TTestApp, key: string) {
  return existsSync(path.resolve(t.config.DATA_DIR, "uploads", key));
}

/** The keys of every file of an upload, from its srcset and URL (local storage: `/uploads/<key>`). */
export function keysOf(uploaded: Pick<TUploaded, "url" | "image">) {
  const urls = [uploaded.url, ...(uploaded.image?.webp.split(",").map((entry) => entry.trim().split(" ")[0]) ?? [])];
  return urls.map((url) => url.replace(/^\/uploads\//, ""));
}
