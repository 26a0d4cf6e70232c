import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

let t: TTestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: "2048" });
  cookie = (await t.signedIn("technician")).cookie;
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64)]);

function multipart(file: Buffer, filename: string, folder?: string) {
  const boundary = "----homefix-test";
  const parts: Buffer[] = [];
  if (folder) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("POST /api/uploads", () => {
  it("stores an image and serves it back with its type", async () => {
    const response = await t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(PNG, "photo.png", "jobs") });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({ contentType: "image/png", size: PNG.length });
    expect(stored.url).toMatch(/^\/uploads\/jobs\/[0-9a-f-]{36}\.png$/);
    const served = await t.request({ method: "GET", url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("judges the type by content, not by the name", async () => {
    const script = Buffer.from("<script>alert(1)</script>".padEnd(64, " "));
    const response = await t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(script, "innocent.png") });
    expect(response.statusCode).toBe(415);
    expect(response.json().fields).toEqual([{ field: "file", message: "is not a supported image or video" }]);
  });

  it("caps the size", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(4096)]);
    const response = await t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(big, "big.png") });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses an unknown folder and a missing file", async () => {
    const folder = await t.request({ method: "POST", url: "/api/uploads", cookie, ...multipart(PNG, "a.png", "../etc") });
    expect(folder.statusCode).toBe(400);
    const none = await t.request({ method: "POST", url: "/api/uploads", cookie, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0].field).toBe("file");
  });

  it("answers 404 for a file that does not exist", async () => {
    const response = await t.request({ method: "GET", url: "/uploads/jobs/00000000-0000-0000-0000-000000000000.png" });
    expect(response.statusCode).toBe(404);
  });
});
