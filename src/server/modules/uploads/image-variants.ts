import type { Metadata, Sharp } from "sharp";
import { AppError } from "../../errors.ts";
import { IMAGE_FALLBACK_WIDTH, IMAGE_VARIANT_WIDTHS, MAX_IMAGE_PIXELS } from "../../../shared/schemas/media.ts";

// Decision 0051: every uploaded image is decoded and written again. Nothing of the original
// file survives: no EXIF (a technician's phone photo must not publish a customer's location),
// no XMP, no ICC profile, no trailing bytes; the pixels are turned upright by their EXIF
// orientation first. Stored: WebP at IMAGE_VARIANT_WIDTHS (never enlarged) and one fallback.

// Loaded on the first image, not at start: libvips is a native library the start would wait
// for, and most processes never decode an image. Every upload awaits this one import.
let loading: Promise<(typeof import("sharp"))["default"]> | null = null;
function loadSharp() {
  return (loading ??= import("sharp").then(({ default: sharp }) => {
    // An upload server holds no image twice: libvips' operation cache only costs memory here.
    sharp.cache(false);
    return sharp;
  }));
}

/** The largest side the pipeline works on: a 1600-wide variant of a tall panorama stays bounded. */
const MAX_HEIGHT = 4800;
const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;

export type TEncodedImage = { width: number; height: number; type: "image/webp" | "image/jpeg" | "image/png"; ext: "webp" | "jpg" | "png"; data: Buffer };
export type TImageVariants = { width: number; height: number; webp: TEncodedImage[]; fallback: TEncodedImage };

const undecodable = () =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", "The file could not be read as an image. It may be damaged: export it again and upload the copy.", [
    { field: "file", message: "could not be read as an image" },
  ]);

export const tooManyPixels = (megapixels: number) =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    `The image is ${megapixels.toFixed(0)} megapixels; the most we accept is ${MAX_IMAGE_PIXELS / 1_000_000}. Resize it and upload it again.`,
    [{ field: "file", message: `is over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels` }],
  );

/** The widths to store for an image `width` pixels wide: the standard ones below it, and its own up to the largest. */
export function variantWidths(width: number): number[] {
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1];
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);
  if (width <= largest) widths.push(width);
  else widths.push(largest);
  return [...new Set(widths)];
}

/**
 * Decodes `data` (its type already sniffed as an image) and returns its variants. Refuses a
 * file that does not decode, and one over MAX_IMAGE_PIXELS before decoding its pixels: the
 * header's size is checked first, and sharp's own limit stands behind it.
 */
export async function imageVariants(data: Buffer): Promise<TImageVariants> {
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw undecodable();
  }
  if (!header.width || !header.height) throw undecodable();
  // An animated GIF or WebP counts (and is stored) by its first frame.
  const frameHeight = header.pageHeight ?? header.height;
  const pixels = header.width * frameHeight;
  if (pixels > MAX_IMAGE_PIXELS) throw tooManyPixels(pixels / 1_000_000);

  try {
    // Decoded once, upright, at most 1600 wide: every variant is made from these pixels.
    const { data: pixelsData, info } = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1], height: MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const from = () => sharp(pixelsData, raw);
    const opaque = info.channels < 4 || (await from().stats()).isOpaque;

    const webp = await Promise.all(
      variantWidths(info.width).map((width) => encode(from().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }), "webp")),
    );
    const fallbackWidth = Math.min(IMAGE_FALLBACK_WIDTH, info.width);
    const fallback = opaque
      ? await encode(from().resize({ width: fallbackWidth }).flatten({ background: "#ffffff" }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }), "jpg")
      : await encode(from().resize({ width: fallbackWidth }).png({ compressionLevel: 9, palette: true }), "png");
    return { width: info.width, height: info.height, webp, fallback };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(pixels / 1_000_000);
    throw undecodable();
  }
}

const TYPES = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" } as const;

async function encode(pipeline: Sharp, ext: TEncodedImage["ext"]): Promise<TEncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, type: TYPES[ext], ext, data };
}
