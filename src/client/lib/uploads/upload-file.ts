import { useMutation } from "@tanstack/react-query";
import type { TUploaded, TUploadFolder } from "@/shared/schemas/media.ts";
import { apiFetch, errorMessage } from "@/client/lib/api-client.ts";
import { toast } from "@/client/lib/toast.ts";

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

type TMediaUploadOptions = {
  folder: TUploadFolder;
  /** Told of every stored file, so the editor can show it before the record is saved. */
  onUploaded: (uploaded: TUploaded) => void;
  /** The editor's own busy state (its Save waits for the upload). */
  onBusyChange: (busy: boolean) => void;
};

/**
 * The admin editors' upload of a main image, a video or a gallery image (services and banners):
 * the browser's first check, then the server's by content, with the spec's messages
 * (staff-side.md §5 and §8). `send` answers the stored file, or null when it was refused or
 * failed, which a toast has said.
 */
export function useMediaUpload({ folder, onUploaded, onBusyChange }: TMediaUploadOptions) {
  const upload = useUploadFile();

  async function send(file: File, kind: "image" | "video"): Promise<TUploaded | null> {
    if (kind === "image" ? !isImageFile(file) : !isVideoFile(file)) {
      toast.error("Error", { description: kind === "image" ? "Please select an image file" : "Please select a video file" });
      return null;
    }
    onBusyChange(true);
    try {
      const uploaded = await upload.mutateAsync({ file, folder });
      onUploaded(uploaded);
      toast.success("Success", { description: kind === "image" ? "Image uploaded successfully" : "Video uploaded successfully" });
      return uploaded;
    } catch (error) {
      toast.error("Error", { description: `${kind === "image" ? "Failed to upload image" : "Failed to upload video"}: ${errorMessage(error)}` });
      return null;
    } finally {
      onBusyChange(false);
    }
  }

  return { send, busy: upload.isPending };
}
