import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { Trash2 } from "lucide-react";
import { UPLOAD_IMAGE_TYPES, UPLOAD_VIDEO_TYPES, type TMediaMap, type TUploaded } from "@/shared/schemas/media.ts";
import { useMediaUpload } from "@/client/lib/uploads/upload-file.ts";
import { FilePicker } from "@/client/ui/file-picker.tsx";
import { Button } from "@/client/ui/button.tsx";
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
  const { send, busy } = useMediaUpload({ folder: "services", onUploaded, onBusyChange });
  const [imageUrl, videoUrl, gallery, name] = useWatch({ control: form.control, name: ["image_url", "video_url", "gallery_images", "name"] });
  const set = form.setValue;
  const options = { shouldDirty: true, shouldValidate: false } as const;

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
