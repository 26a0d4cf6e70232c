import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createPageCache } from "./page-cache.ts";

// Decision 0094: kept pages, never one rendered from data older than the last drop.

const PAGE = { status: 200, html: "<!doctype html><title>HomeFix</title>", link: null };

describe("the page cache", () => {
  it("keeps a page with its brotli and gzip copies", async () => {
    const pages = createPageCache();
    await pages.keep("/", PAGE, pages.generation());
    const kept = pages.get("/");
    expect(kept?.html).toBe(PAGE.html);
    expect(brotliDecompressSync(kept!.encoded.br!).toString()).toBe(PAGE.html);
    expect(gunzipSync(kept!.encoded.gzip!).toString()).toBe(PAGE.html);
  });

  it("does not keep a page whose render started before a drop", async () => {
    const pages = createPageCache();
    const startedAt = pages.generation();
    pages.drop();
    await pages.keep("/", PAGE, startedAt);
    expect(pages.get("/")).toBeUndefined();
    await pages.keep("/", PAGE, pages.generation());
    expect(pages.get("/")).toBeDefined();
  });

  it("forgets every page on a drop", async () => {
    const pages = createPageCache();
    await pages.keep("/", PAGE, pages.generation());
    await pages.keep("/services", PAGE, pages.generation());
    pages.drop();
    expect(pages.size()).toBe(0);
  });

  it("keeps nothing when turned off", async () => {
    const pages = createPageCache({ enabled: false });
    await pages.keep("/", PAGE, pages.generation());
    expect(pages.get("/")).toBeUndefined();
  });

  it("keeps the most recently used pages within its size", async () => {
    const pages = createPageCache({ maxBytes: 3 * 1024 });
    const big = { ...PAGE, html: "x".repeat(1000) };
    for (const key of ["/a", "/b", "/c"]) await pages.keep(key, big, pages.generation());
    expect(pages.get("/a")).toBeUndefined();
    expect(pages.get("/c")).toBeDefined();
  });
});
