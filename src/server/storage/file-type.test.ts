import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { looksLikeSvg, sniffUpload } from "./file-type.ts";

const image = (format: "png" | "jpeg" | "webp" | "gif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#2563eb" } })
    .toFormat(format)
    .toBuffer();
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.from([0, 0, 0, 0]), Buffer.from("mp42isom"), Buffer.alloc(32)]);
const mov = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from("ftypqt  "), Buffer.from([0, 0, 0, 0]), Buffer.from("qt  "), Buffer.alloc(32)]);

describe("sniffUpload", () => {
  it("recognises images and videos by their bytes", async () => {
    expect(await sniffUpload(await image("png"))).toEqual({ kind: "image", type: "image/png", ext: "png" });
    expect(await sniffUpload(await image("jpeg"))).toEqual({ kind: "image", type: "image/jpeg", ext: "jpg" });
    expect(await sniffUpload(await image("webp"))).toEqual({ kind: "image", type: "image/webp", ext: "webp" });
    expect(await sniffUpload(mp4)).toEqual({ kind: "video", type: "video/mp4", ext: "mp4" });
  });

  it("names an SVG and a video of another kind in its refusal", async () => {
    expect(await sniffUpload(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"))).toEqual({
      kind: "refused",
      reason: "svg",
    });
    expect(await sniffUpload(Buffer.from('<?xml version="1.0"?>\n<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ reason: "svg" });
    expect(await sniffUpload(mov)).toEqual({ kind: "refused", reason: "video", type: "video/quicktime" });
  });

  it("refuses anything else, whatever it is called", async () => {
    expect(await sniffUpload(Buffer.from("#!/bin/sh\necho hi\n"))).toEqual({ kind: "refused", reason: "unknown" });
    expect(await sniffUpload(Buffer.from("%PDF-1.7\n"))).toMatchObject({ kind: "refused", reason: "unknown" });
    expect(await sniffUpload(Buffer.alloc(4))).toMatchObject({ kind: "refused", reason: "unknown" });
  });

  it("does not take text that merely mentions svg for an SVG", () => {
    expect(looksLikeSvg(Buffer.from("my <svg> notes"))).toBe(false);
    expect(looksLikeSvg(Buffer.from("\uFEFF  <svg>"))).toBe(true);
  });
});
