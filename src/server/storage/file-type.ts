import { fileTypeFromBuffer } from "file-type";
import { UPLOAD_IMAGE_TYPES, UPLOAD_VIDEO_TYPES, type TUploadImageType, type TUploadVideoType } from "../../shared/schemas/media.ts";

// An upload's type is decided by its bytes, never by its name or declared type
// (decision 0004), with the maintained `file-type` package rather than a table of our own
// (decision 0051).

export type TSniffed =
  | { kind: "image"; type: TUploadImageType; ext: string }
  | { kind: "video"; type: TUploadVideoType; ext: string }
  /** What it is, when we can tell, for the refusal's message. */
  | { kind: "refused"; reason: "svg" | "video" | "unknown"; type?: string };

// An SVG is text; file-type does not claim it. It can carry script, so it is named in the
// refusal rather than passing as "unknown": a leading BOM, whitespace, an XML prolog,
// comments or a doctype may come before the root element.
const SVG_ROOT = /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>/]/i;

export function looksLikeSvg(data: Buffer) {
  return SVG_ROOT.test(data.subarray(0, 4096).toString("utf8"));
}

export async function sniffUpload(data: Buffer): Promise<TSniffed> {
  const found = await fileTypeFromBuffer(data);
  const images: readonly string[] = UPLOAD_IMAGE_TYPES;
  const videos: readonly string[] = UPLOAD_VIDEO_TYPES;
  if (found && images.includes(found.mime)) return { kind: "image", type: found.mime as TUploadImageType, ext: found.ext };
  if (found && videos.includes(found.mime)) return { kind: "video", type: found.mime as TUploadVideoType, ext: found.ext };
  if (found?.mime.startsWith("video/")) return { kind: "refused", reason: "video", type: found.mime };
  if (looksLikeSvg(data) || found?.mime === "image/svg+xml") return { kind: "refused", reason: "svg" };
  return { kind: "refused", reason: "unknown", type: found?.mime };
}

/** The types the stored files are served with, by extension (GET /uploads/…). */
export const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  // Files stored before the pipeline re-encoded images (decision 0051) are still served.
  gif: "image/gif",
  avif: "image/avif",
  mp4: "video/mp4",
  webm: "video/webm",
};
