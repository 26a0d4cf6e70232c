import { z } from "zod";

// Decision 0051: the media pipeline. Uploaded images are decoded and re-encoded on the server
// into WebP widths plus one JPEG (or PNG, with transparency) fallback; videos are stored as sent.

/** Images the pipeline decodes, judged by content (the `file-type` package). */
export const UPLOAD_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
/** Videos are stored as sent: only MP4 and WebM, which every browser plays. */
export const UPLOAD_VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
export type TUploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
export type TUploadVideoType = (typeof UPLOAD_VIDEO_TYPES)[number];

/** A decompression bomb is refused before it is decoded (sharp's limitInputPixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The WebP widths stored, never wider than the image itself. */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;
/** The fallback's width (JPEG, or PNG when the image is transparent). */
export const IMAGE_FALLBACK_WIDTH = 800;

export const UPLOAD_FOLDERS = ["services", "banners", "jobs"] as const;
export type TUploadFolder = (typeof UPLOAD_FOLDERS)[number];

/**
 * What a public page needs to show a stored image without layout shift and at the right size:
 * `src` is the fallback, `width`/`height` its intrinsic size (the aspect ratio), and `webp` the
 * srcset of the WebP widths (`url 400w, url 800w`).
 */
export const ZResponsiveImage = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  webp: z.string(),
});
export type TResponsiveImage = z.infer<typeof ZResponsiveImage>;

/** The stored images among a record's URLs, by URL (a URL that is not an upload is absent). */
export const ZMediaMap = z.record(z.string(), ZResponsiveImage);
export type TMediaMap = z.infer<typeof ZMediaMap>;

/** POST /api/uploads: what was stored. `url` is what a record (a service, a banner) keeps. */
export const ZUploaded = z.object({
  id: z.uuid(),
  key: z.string(),
  url: z.string(),
  kind: z.enum(["image", "video"]),
  contentType: z.string(),
  /** Bytes received (what the daily quota counts). */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  image: ZResponsiveImage.nullable(),
});
export type TUploaded = z.infer<typeof ZUploaded>;
