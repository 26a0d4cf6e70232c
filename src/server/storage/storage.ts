import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import type { TConfig } from "../config.ts";

export type TStoredFile = { key: string; url: string; contentType: string; size: number };
export type TStorage = {
  /** The public URL a stored `key` is served at. */
  urlOf: (key: string) => string;
  put: (key: string, data: Buffer, contentType: string) => Promise<TStoredFile>;
  /** Reads a file back for GET /uploads/:key; null when absent (a bucket's public files too: it serves them). */
  get: (key: string) => Promise<Buffer | null>;
  /** Removes a file; one already gone is not an error (a retried release deletes again). */
  delete: (key: string) => Promise<void>;
};

/**
 * Job photos show customers' homes (decision 0118): the app serves them, at `/uploads/jobs/…`,
 * only to the people of the job, with whichever storage. Everything else is public.
 */
export const isPrivateKey = (key: string) => key.startsWith("jobs/");

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
  // Public files are served by the bucket itself; private ones by the app, read with its keys.
  const urlOf = (key: string) => (isPrivateKey(key) ? `/uploads/${key}` : `${publicBase}/${key}`);
  return {
    urlOf,
    async put(key, data, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: new Uint8Array(data),
        headers: { "content-type": contentType, "cache-control": isPrivateKey(key) ? "private, max-age=3600" : "public, max-age=3600" },
      });
      if (!response.ok) throw new Error(`S3 upload failed with ${response.status}`);
      return { key, url: urlOf(key), contentType, size: data.length };
    },
    async get(key) {
      if (!isPrivateKey(key)) return null;
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 read failed with ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw new Error(`S3 delete failed with ${response.status}`);
    },
  };
}
