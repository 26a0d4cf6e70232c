import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import type { TConfig } from "../config.ts";

export type TStoredFile = { key: string; url: string; contentType: string; size: number };
export type TStorage = {
  /** The public URL a stored `key` is served at. */
  urlOf: (key: string) => string;
  put: (key: string, data: Buffer, contentType: string) => Promise<TStoredFile>;
  /** Reads a file back for GET /uploads/:key; null when absent (local storage only). */
  get: (key: string) => Promise<Buffer | null>;
  /** Removes a file; one already gone is not an error (a retried release deletes again). */
  delete: (key: string) => Promise<void>;
};

/** Uploads go to DATA_DIR/uploads by default, or to an S3-compatible bucket when configured. */
export function createStorage(config: TConfig): TStorage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage(config);
  }
  return localStorage(path.resolve(config.DATA_DIR, "uploads"));
}

function localStorage(root: string): TStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error("invalid storage key");
    return file;
  };
  return {
    urlOf: (key) => `/uploads/${key}`,
    async put(key, data, contentType) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a crash mid-write never leaves a cut file under its name.
      const partial = `${file}.${process.pid}.partial`;
      try {
        await writeFile(partial, data);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, url: `/uploads/${key}`, contentType, size: data.length };
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

function s3Storage(config: TConfig): TStorage {
  const client = new AwsClient({
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    region: config.S3_REGION,
    service: "s3",
  });
  const endpoint = (config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`).replace(/\/$/, "");
  const objectUrl = (key: string) => `${endpoint}/${config.S3_BUCKET}/${key}`;
  const publicBase = (config.S3_PUBLIC_URL ?? `${endpoint}/${config.S3_BUCKET}`).replace(/\/$/, "");
  return {
    urlOf: (key) => `${publicBase}/${key}`,
    async put(key, data, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: new Uint8Array(data),
        headers: { "content-type": contentType, "cache-control": "public, max-age=3600" },
      });
      if (!response.ok) throw new Error(`S3 upload failed with ${response.status}`);
      return { key, url: `${publicBase}/${key}`, contentType, size: data.length };
    },
    async get() {
      return null; // files are served by the bucket itself
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw new Error(`S3 delete failed with ${response.status}`);
    },
  };
}
