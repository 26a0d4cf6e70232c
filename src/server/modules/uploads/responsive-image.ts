import type { TUploadFile } from "../../db/schema.ts";
import type { TMediaMap, TResponsiveImage } from "../../../shared/schemas/media.ts";

/** A stored image as a page shows it: the fallback as `src`, the WebP widths as a srcset. */
export function responsiveImage(files: TUploadFile[]): TResponsiveImage | null {
  const webp = files.filter((file) => file.type === "image/webp" && file.width).sort((a, b) => a.width! - b.width!);
  const fallback = files.find((file) => file.type !== "image/webp" && file.type.startsWith("image/"));
  if (webp.length === 0 || !fallback?.width || !fallback.height) return null;
  return { src: fallback.url, width: fallback.width, height: fallback.height, webp: webp.map((file) => `${file.url} ${file.width}w`).join(", ") };
}

/** The responsive images among `uploads`, by the URL a record keeps. */
export function mediaMap(uploads: { url: string; files: TUploadFile[] }[]): TMediaMap {
  const map: TMediaMap = {};
  for (const upload of uploads) {
    const image = responsiveImage(upload.files);
    if (image) map[upload.url] = image;
  }
  return map;
}
