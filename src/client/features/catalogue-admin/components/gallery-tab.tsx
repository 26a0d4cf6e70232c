import type { ChangeEvent, ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { ImagePlus, Trash2, Upload } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import { UPLOAD_IMAGE_TYPES, UPLOAD_VIDEO_TYPES, type TMediaMap, type TUploaded } from "@/shared/schemas/media.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { cn } from "@/client/lib/cn.ts";
import { isImageFile, isVideoFile, useUploadFile } from "@/client/lib/uploads/upload-file.ts";
import { Button, buttonClassName } from "@/client/ui/button.tsx";
import { ResponsiveImage } from "@/client/ui/responsive-image.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { SelectField, type TServiceForm } from "./form-fields.tsx";

type TGalleryTabProps = {
  form: TServiceForm;
  /** Stored images' widths by URL: the service's own and those uploaded in this dialog. */
  media: TMediaMap;
  onUploaded: (uploaded: TUploaded) => void;
  onBusyChange: (busy: boolean) => void;
};

const MEDIA_TYPES = [
  { value: "image", label: "Image" },
  { value: "video", label: "Video" },
] as const;

/** A file picker that looks like a button: the input stays in the label, so it is focusable and named. */
function FilePicker({
  label,
  accept,
  multiple = false,
  disabled,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length > 0) onFiles(files);
  };
  return (
    <label
      className={cn(
        buttonClassName({ variant: "outline", size: "sm" }),
        "cursor-pointer focus-within:ring-2 focus-within:ring-brand-600",
        disabled && "pointer-events-none opacity-60",
      )}
    >
      {multiple ? <ImagePlus aria-hidden="true" /> : <Upload aria-hidden="true" />}
      {label}
      <input type="file" className="sr-only" accept={accept} multiple={multiple} disabled={disabled} onChange={onChange} />
    </label>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * staff-side.md §3 Service media and §7 Service media: the main image or video (an upload
 * replaces the one before; an image clears the video) and the gallery. Files go to the server
 * at once; the service shows them once it is saved, and what it no longer shows is deleted.
 */
export function GalleryTab({ form, media, onUploaded, onBusyChange }: TGalleryTabProps) {
  const upload = useUploadFile();
  const [imageUrl, videoUrl, gallery, name] = useWatch({ control: form.control, name: ["image_url", "video_url", "gallery_images", "name"] });
  const busy = upload.isPending;
  const set = form.setValue;
  const options = { shouldDirty: true, shouldValidate: false } as const;

  async function send(file: File, kind: "image" | "video") {
    // staff-side.md §5 and §8: the browser's first check, then the server's by content.
    if (kind === "image" ? !isImageFile(file) : !isVideoFile(file)) {
      toast.error("Error", { description: kind === "image" ? "Please select an image file" : "Please select a video file" });
      return null;
    }
    onBusyChange(true);
    try {
      const uploaded = await upload.mutateAsync({ file, folder: "services" });
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

  const onMainImage = async ([file]: File[]) => {
    const uploaded = await send(file, "image");
    if (!uploaded) return;
    // §7: after a main image upload the service has image_url, and video_url is cleared.
    set("image_url", uploaded.url, options);
    set("video_url", null, options);
    set("media_type", "image", options);
  };
  const onVideo = async ([file]: File[]) => {
    const uploaded = await send(file, "video");
    if (!uploaded) return;
    set("video_url", uploaded.url, options);
    set("media_type", "video", options);
  };
  const onGallery = async (files: File[]) => {
    for (const file of files) {
      const uploaded = await send(file, "image");
      if (uploaded) set("gallery_images", [...form.getValues("gallery_images"), uploaded.url], options);
    }
  };
  const removeFromGallery = (url: string) =>
    set(
      "gallery_images",
      gallery.filter((item) => item !== url),
      options,
    );

  const serviceName = name.trim() || "the service";
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField form={form} name="media_type" label="Media Type" options={MEDIA_TYPES} />
      </div>

      <Section title="Main Image">
        {imageUrl ? (
          <div className="aspect-[16/9] max-w-md overflow-hidden rounded-lg bg-slate-100">
            <ResponsiveImage
              src={imageUrl}
              image={media[imageUrl]}
              alt={`Main image of ${serviceName}`}
              sizes="28rem"
              width={800}
              height={450}
              className="size-full object-cover"
            />
          </div>
        ) : (
          <p className="text-sm text-slate-600">No image yet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <FilePicker label="Upload Image" accept={UPLOAD_IMAGE_TYPES.join(",")} disabled={busy} onFiles={(files) => void onMainImage(files)} />
          {imageUrl ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => set("image_url", null, options)}>
              <Trash2 aria-hidden="true" />
              Remove Image
            </Button>
          ) : null}
        </div>
      </Section>

      <Section title="Video">
        {videoUrl ? (
          <video
            src={videoUrl}
            controls
            preload="metadata"
            aria-label={`Video of ${serviceName}`}
            className="aspect-video w-full max-w-md rounded-lg bg-slate-900"
          />
        ) : (
          <p className="text-sm text-slate-600">No video yet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <FilePicker label="Upload Video" accept={UPLOAD_VIDEO_TYPES.join(",")} disabled={busy} onFiles={(files) => void onVideo(files)} />
          {videoUrl ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => set("video_url", null, options)}>
              <Trash2 aria-hidden="true" />
              Remove Video
            </Button>
          ) : null}
        </div>
      </Section>

      <Section title="Gallery">
        {gallery.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {gallery.map((url, index) => (
              <li key={url} className="relative overflow-hidden rounded-lg bg-slate-100">
                <ResponsiveImage
                  src={url}
                  image={media[url]}
                  alt={`Gallery image ${index + 1} of ${serviceName}`}
                  sizes="12rem"
                  width={400}
                  height={300}
                  className="aspect-[4/3] w-full object-cover"
                />
                <Button
                  variant="outline"
                  size="icon"
                  className="absolute top-2 right-2 size-9"
                  disabled={busy}
                  aria-label={`Remove gallery image ${index + 1}`}
                  onClick={() => removeFromGallery(url)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No gallery images yet.</p>
        )}
        <FilePicker label="Add Gallery Images" accept={UPLOAD_IMAGE_TYPES.join(",")} multiple disabled={busy} onFiles={(files) => void onGallery(files)} />
      </Section>

      {busy ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> Uploading…
        </p>
      ) : null}
    </div>
  );
}
