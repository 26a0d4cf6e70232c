import { useMutation } from "@tanstack/react-query";
import type { TUploaded, TUploadFolder } from "@/shared/schemas/media.ts";
import { apiFetch } from "@/client/lib/api-client.ts";

// Decision 0051: one upload for every feature that stores media (services, banners, job
// photos). The server types the file by its content, re-encodes images and answers with the
// URL a record keeps; an upload no record takes is deleted after a while.

export type TUploadRequest = { file: File; folder: TUploadFolder };

/** POST /api/uploads as multipart/form-data. */
export function uploadFile({ file, folder }: TUploadRequest, signal?: AbortSignal): Promise<TUploaded> {
  const body = new FormData();
  // The folder goes first: the server reads the fields that come before the file.
  body.append("folder", folder);
  body.append("file", file);
  return apiFetch<TUploaded>("/api/uploads", { method: "POST", body, signal });
}

export function useUploadFile() {
  return useMutation({ mutationFn: (request: TUploadRequest) => uploadFile(request) });
}

/** staff-side.md §5: the browser's own first check, before the server types the file by its bytes. */
export function isImageFile(file: File) {
  return file.type.startsWith("image/");
}
export function isVideoFile(file: File) {
  return file.type.startsWith("video/");
}
