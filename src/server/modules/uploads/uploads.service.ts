import { AppError } from "../../errors.ts";
import type { TStorage, TStoredFile } from "../../storage/storage.ts";
import { detectFileType } from "../../storage/file-type.ts";
import type { TUploadsRepository } from "./uploads.repository.ts";

export const UPLOAD_FOLDERS = ["services", "banners", "jobs"] as const;
export type TUploadFolder = (typeof UPLOAD_FOLDERS)[number];

export function uploadsService(deps: { storage: TStorage; repository: TUploadsRepository; dailyQuotaBytes: number }) {
  const { storage, repository, dailyQuotaBytes } = deps;
  return {
    /** Stores a whole, typed file within the user's daily quota; a refused file leaves nothing behind. */
    async store(userId: string, folder: TUploadFolder, data: Buffer): Promise<TStoredFile> {
      const detected = detectFileType(data);
      if (!detected) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Only PNG, JPEG, GIF, WebP images and MP4 or WebM videos can be uploaded", [
          { field: "file", message: "is not a supported image or video" },
        ]);
      }
      const key = `${folder}/${crypto.randomUUID()}.${detected.ext}`;
      const reserved = await repository.reserve({ user_id: userId, key, content_type: detected.type, size: data.length }, dailyQuotaBytes);
      if (!reserved) throw new AppError("RATE_LIMITED", "You have reached today's upload limit. Please try again tomorrow.");
      try {
        return await storage.put(key, data, detected.type);
      } catch (error) {
        await repository.release(reserved);
        throw error;
      }
    },
  };
}

export type TUploadsService = ReturnType<typeof uploadsService>;
