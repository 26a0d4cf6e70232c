import { describe, expect, it } from "vitest";
import { detectFileType } from "./file-type.ts";

const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(12)]);
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(8)]);

describe("detectFileType", () => {
  it("recognises images and videos by their first bytes", () => {
    expect(detectFileType(png)).toEqual({ type: "image/png", ext: "png" });
    expect(detectFileType(jpeg)).toEqual({ type: "image/jpeg", ext: "jpg" });
    expect(detectFileType(mp4)).toEqual({ type: "video/mp4", ext: "mp4" });
  });
  it("refuses anything else, whatever it is called", () => {
    expect(detectFileType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBeNull();
    expect(detectFileType(Buffer.from("#!/bin/sh\necho hi\n"))).toBeNull();
    expect(detectFileType(Buffer.alloc(4))).toBeNull();
  });
});
