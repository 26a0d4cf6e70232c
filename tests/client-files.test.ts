import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Fault 11: after a deploy, browsers must fetch the new index.html at once.
let t: TTestApp;
const clientDir = mkdtempSync(path.join(tmpdir(), "homefix-client-"));
beforeAll(async () => {
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>HomeFix</title>");
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "index-abc123.js"), "console.log(1)");
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("the built client", () => {
  it.each(["/", "/services", "/dashboard/bookings", "/index.html"])("answers %s with index.html revalidated on every visit", async (url) => {
    const response = await t.request({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>HomeFix</title>");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps hashed assets a year, immutable", async () => {
    const response = await t.request({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
