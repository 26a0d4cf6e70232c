import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { imageVariants, variantWidths } from "./image-variants.ts";
import { mediaMap, responsiveImage } from "./responsive-image.ts";

const GPS = { GPSLatitudeRef: "N", GPSLatitude: "28/1 32/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "81/1 22/1 0/1" };
/** The GPS IFD pointer (tag 0x8825) in either byte order. */
const hasGpsPointer = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

describe("variantWidths", () => {
  it("keeps the standard widths below the image's own, and its own up to 1600", () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(400)).toEqual([400]);
    expect(variantWidths(1000)).toEqual([400, 800, 1000]);
    expect(variantWidths(1600)).toEqual([400, 800, 1600]);
    expect(variantWidths(4032)).toEqual([400, 800, 1600]);
  });
});

describe("imageVariants", () => {
  it("turns a phone photo upright and keeps none of its camera data", async () => {
    // A 1200x900 photo taken sideways (orientation 6) with a location in its EXIF.
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#8899aa" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneMaker", Model: "Phone 12" }, IFD3: GPS })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const variants = await imageVariants(photo);
    expect({ width: variants.width, height: variants.height }).toEqual({ width: 900, height: 1200 });
    expect(variants.webp.map((image) => [image.width, image.height])).toEqual([
      [400, 533],
      [800, 1067],
      [900, 1200],
    ]);
    expect(variants.fallback).toMatchObject({ type: "image/jpeg", ext: "jpg", width: 800 });
    for (const image of [...variants.webp, variants.fallback]) {
      const metadata = await sharp(image.data).metadata();
      expect(metadata.format).toBe(image.ext === "jpg" ? "jpeg" : image.ext);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(image.data.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
  });

  it("keeps transparency in a PNG fallback", async () => {
    const logo = await sharp({ create: { width: 500, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const variants = await imageVariants(logo);
    expect(variants.fallback).toMatchObject({ type: "image/png", width: 500 });
    expect(variants.webp.map((image) => image.width)).toEqual([400, 500]);
  });

  it("refuses a file that does not decode", async () => {
    const broken = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64)]);
    await expect(imageVariants(broken)).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      fields: [{ field: "file", message: "could not be read as an image" }],
    });
  });

  it("refuses an image over 40 megapixels before decoding it", async () => {
    // 8000x6000 of one colour: 48 megapixels in about 150 KB of PNG.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refusal = await imageVariants(bomb).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: expect.stringContaining("48 megapixels") });
  });
});

describe("responsiveImage", () => {
  const file = (url: string, type: string, width: number, height: number) => ({ key: url.slice(1), url, type, width, height, size: 1 });
  it("gives the fallback as src and the WebP widths, narrowest first, as a srcset", () => {
    const files = [file("/a-800.jpg", "image/jpeg", 800, 600), file("/a-1600.webp", "image/webp", 1600, 1200), file("/a-400.webp", "image/webp", 400, 300)];
    expect(responsiveImage(files)).toEqual({ src: "/a-800.jpg", width: 800, height: 600, webp: "/a-400.webp 400w, /a-1600.webp 1600w" });
    expect(
      mediaMap([
        { url: "/a-800.jpg", files },
        { url: "/v.mp4", files: [{ ...file("/v.mp4", "video/mp4", 0, 0), width: null, height: null }] },
      ]),
    ).toEqual({
      "/a-800.jpg": expect.objectContaining({ src: "/a-800.jpg" }),
    });
  });
});
