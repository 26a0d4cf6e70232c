import { AppError, fieldErrors } from "../../errors.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import type { TUploadFile } from "../../db/schema.ts";
import type { TStorage } from "../../storage/storage.ts";
import type { TViewer } from "../../auth/guard.ts";
import { sniffUpload, type TSniffed } from "../../storage/file-type.ts";
import { MAX_IMAGE_PIXELS, type TUploaded, type TUploadFolder } from "../../../shared/schemas/media.ts";
import { imageVariants } from "./image-variants.ts";
import { responsiveImage } from "./responsive-image.ts";
import type { TUploadsRepository } from "./uploads.repository.ts";

export { UPLOAD_FOLDERS, type TUploadFolder } from "../../../shared/schemas/media.ts";

/** Queues the release of uploads (decision 0051), in `executor`'s transaction, now or after `delaySeconds`. */
export type TReleaseMedia = (executor: TExecutor, uploadIds: string[], delaySeconds?: number) => Promise<void>;

type TFileToStore = TUploadFile & { data: Buffer };

const SUPPORTED = `Only JPEG, PNG, WebP, GIF or AVIF images (up to ${MAX_IMAGE_PIXELS / 1_000_000} megapixels) and MP4 or WebM videos can be uploaded`;

/** The refusal of a file that is not one we store, named by what it is. */
function refusal(sniffed: Extract<TSniffed, { kind: "refused" }>) {
  if (sniffed.reason === "svg") {
    return new AppError("UNSUPPORTED_MEDIA_TYPE", "SVG images cannot be uploaded, as they can carry scripts. Upload a JPEG, PNG or WebP instead.", [
      { field: "file", message: "is an SVG image, which is not accepted" },
    ]);
  }
  if (sniffed.reason === "video") {
    return new AppError("UNSUPPORTED_MEDIA_TYPE", "Only MP4 or WebM videos can be uploaded. Convert the video to MP4 and upload it again.", [
      { field: "file", message: "is not an MP4 or WebM video" },
    ]);
  }
  return new AppError("UNSUPPORTED_MEDIA_TYPE", SUPPORTED, [{ field: "file", message: "is not a supported image or video" }]);
}

export function uploadsService(deps: {
  storage: TStorage;
  repository: TUploadsRepository;
  dailyQuotaBytes: number;
  /** How long an upload no record references is kept before it is deleted. */
  unusedSeconds: number;
  releaseMedia: TReleaseMedia;
}) {
  const { storage, repository, dailyQuotaBytes } = deps;

  /** What to store for a sniffed file: an image's variants (the fallback first, it is the upload's URL), or the video. */
  async function filesOf(folder: TUploadFolder, data: Buffer, sniffed: Exclude<TSniffed, { kind: "refused" }>): Promise<TFileToStore[]> {
    const name = `${folder}/${crypto.randomUUID()}`;
    const file = (key: string, type: string, body: Buffer, width: number | null, height: number | null): TFileToStore => ({
      key,
      url: storage.urlOf(key),
      type,
      width,
      height,
      size: body.length,
      data: body,
    });
    if (sniffed.kind === "video") return [file(`${name}.${sniffed.ext}`, sniffed.type, data, null, null)];
    const variants = await imageVariants(data);
    return [variants.fallback, ...variants.webp].map((image) => file(`${name}-${image.width}.${image.ext}`, image.type, image.data, image.width, image.height));
  }

  return {
    /**
     * Stores a whole, typed, decoded file within the user's daily quota; a refused file leaves
     * nothing behind. The upload's row comes first, with its release queued for when it has
     * gone unused for `unusedSeconds`: files whose request dies half-way are deleted then too.
     */
    async store(userId: string, folder: TUploadFolder, data: Buffer): Promise<TUploaded> {
      const sniffed = await sniffUpload(data);
      if (sniffed.kind === "refused") throw refusal(sniffed);
      const files = await filesOf(folder, data, sniffed);
      const [primary] = files;
      // An image's stored size is its largest WebP's (the fallback may be narrower).
      const largest = files[files.length - 1];
      const dimensions = { width: largest.width, height: largest.height };
      const stored: TUploadFile[] = files.map(({ data: _data, ...file }) => file);
      const id = await repository.transaction(async (tx) => {
        const reserved = await repository.reserve(
          tx,
          {
            user_id: userId,
            key: primary.key,
            url: primary.url,
            kind: sniffed.kind,
            content_type: primary.type,
            size: data.length,
            ...dimensions,
            files: stored,
          },
          dailyQuotaBytes,
        );
        if (!reserved) throw new AppError("RATE_LIMITED", "You have reached today's upload limit. Please try again tomorrow.");
        await deps.releaseMedia(tx, [reserved], deps.unusedSeconds);
        return reserved;
      });
      const written: string[] = [];
      try {
        for (const file of files) {
          await storage.put(file.key, file.data, file.type);
          written.push(file.key);
        }
      } catch (error) {
        await Promise.allSettled(written.map((key) => storage.delete(key)));
        await repository.release(id);
        throw error;
      }
      return {
        id,
        key: primary.key,
        url: primary.url,
        kind: sniffed.kind,
        contentType: primary.type,
        size: data.length,
        ...dimensions,
        image: sniffed.kind === "image" ? responsiveImage(stored) : null,
      };
    },

    /**
     * Decision 0118: a job's photo shows a customer's home. Admins see every one; a technician
     * or a customer only those of their own jobs, and the photos they took themselves.
     */
    async maySeeJobPhoto(viewer: TViewer, key: string) {
      return viewer.role === "admin" || repository.jobPhotoVisibleTo(key, viewer.user.id);
    },
  };
}

export type TUploadsService = ReturnType<typeof uploadsService>;

/** A URL a record keeps, the field it is kept in (for the error), and the kind it must be. */
export type TMediaRef = { field: string; url: string; kind: "image" | "video" };

/**
 * Decision 0051: what a record that shows uploads (a service; banners and job photos next)
 * calls in the transaction that saves it. The uploads it starts to reference must be ready
 * ones of the right kind, held against deletion until the commit; those it stops referencing
 * have their release queued, which deletes them unless another record uses them.
 */
export function mediaReferences(deps: { repository: TUploadsRepository; releaseMedia: TReleaseMedia }) {
  return {
    async replace(tx: TTx, before: readonly string[], after: readonly TMediaRef[]) {
      const previous = new Set(before);
      const added = after.filter((ref) => !previous.has(ref.url));
      if (added.length > 0) {
        const found = new Map((await deps.repository.lockReady(tx, [...new Set(added.map((ref) => ref.url))])).map((row) => [row.url, row.kind]));
        const wrong = added.filter((ref) => found.get(ref.url) !== ref.kind);
        if (wrong.length > 0) {
          const fields = wrong.map((ref) => ({
            field: ref.field,
            message: found.has(ref.url)
              ? `must be an uploaded ${ref.kind}`
              : "is not an uploaded file (an unused upload is removed after a while): upload it again",
          }));
          throw fieldErrors(fields);
        }
      }
      const kept = new Set(after.map((ref) => ref.url));
      const dropped = [...previous].filter((url) => !kept.has(url));
      const ids = await deps.repository.idsByUrls(tx, dropped);
      if (ids.length > 0) await deps.releaseMedia(tx, ids);
    },
  };
}

export type TMediaReferences = ReturnType<typeof mediaReferences>;
