import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { TRenderOptions } from "../../client/entry-server.tsx";
import { loadPageRenderer } from "./ssr.ts";

const dir = mkdtempSync(path.join(tmpdir(), "homefix-ssr-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A stand-in for the built bundle: it counts its own evaluations, and renders the address it is given.
writeFileSync(
  path.join(dir, "entry-server.js"),
  [
    "globalThis.__homefixRendererLoads = (globalThis.__homefixRendererLoads ?? 0) + 1;",
    "export async function render(request) { return { kind: 'page', url: request.url }; }",
  ].join("\n"),
);
const loads = () => (globalThis as { __homefixRendererLoads?: number }).__homefixRendererLoads ?? 0;
const options = {} as TRenderOptions;

describe("loadPageRenderer (issue 28: the bundle is imported after listen)", () => {
  it("is null when no renderer was built", () => {
    expect(loadPageRenderer(path.join(dir, "missing"))).toBeNull();
  });

  it("imports nothing until asked, then once for pages asked at the same time, each rendered", async () => {
    const render = loadPageRenderer(dir)!;
    expect(loads()).toBe(0);
    const pages = await Promise.all([render(new Request("http://x/a"), options), render(new Request("http://x/b"), options), render.preload()]);
    expect(pages.slice(0, 2)).toEqual([
      { kind: "page", url: "http://x/a" },
      { kind: "page", url: "http://x/b" },
    ]);
    expect(loads()).toBe(1);
    await render(new Request("http://x/c"), options);
    expect(loads()).toBe(1);
  });
});
