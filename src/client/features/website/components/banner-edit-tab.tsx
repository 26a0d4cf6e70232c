import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { UPLOAD_IMAGE_TYPES, UPLOAD_VIDEO_TYPES, type TMediaMap, type TUploaded } from "@/shared/schemas/media.ts";
import type { TBannerRequestParsed } from "@/shared/schemas/website.ts";
import { useMediaUpload } from "@/client/lib/uploads/upload-file.ts";
import { FilePicker } from "@/client/ui/file-picker.tsx";
import { Button } from "@/client/ui/button.tsx";
import { ResponsiveImage } from "@/client/ui/responsive-image.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import type { TBannerFormValues } from "./banner-form.ts";
import { RangeField, Section, SelectField, SwitchField, TextAreaField, TextField } from "./form-controls.tsx";

export type TBannerForm = UseFormReturn<TBannerFormValues, unknown, TBannerRequestParsed>;

const ID = "banner";
const MEDIA_TYPES = [
  { value: "image", label: "Image" },
  { value: "video", label: "Video" },
] as const;
// staff-side.md §3: action types link, call, new-tab and modal.
const ACTION_TYPES = [
  { value: "link", label: "Link" },
  { value: "call", label: "Call" },
  { value: "new-tab", label: "New tab" },
  { value: "modal", label: "Modal" },
] as const;
const FEATURE_TYPES = [{ value: "", label: "Text only" }, ...ACTION_TYPES] as const;
const GRADIENTS = [
  { value: "primary", label: "Primary" },
  { value: "accent", label: "Accent" },
  { value: "dark", label: "Dark" },
] as const;

type TProps = { form: TBannerForm; media: TMediaMap; onUploaded: (uploaded: TUploaded) => void; onBusyChange: (busy: boolean) => void };

/** staff-side.md §2 and §3: every field of a hero banner, with §5's upload checks and messages. */
export function BannerEditTab({ form, media, onUploaded, onBusyChange }: TProps) {
  // The editor's form is untyped for these generic controls: they only read names and errors.
  const f = form as unknown as UseFormReturn<TBannerFormValues>;
  const { send, busy } = useMediaUpload({ folder: "banners", onUploaded, onBusyChange });
  const features = useFieldArray({ control: form.control, name: "features" });
  const [mediaType, imageUrl, videoUrl, gallery, title, imageAlt, opacity, overlay, hue, saturation] = useWatch({
    control: form.control,
    name: ["media_type", "image_url", "video_url", "gallery_images", "title", "image_alt", "media_opacity", "overlay_opacity", "media_hue", "media_saturation"],
  });
  const set = form.setValue;
  const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted } as const;

  const onImage = async ([file]: File[]) => {
    const uploaded = await send(file, "image");
    if (uploaded) set("image_url", uploaded.url, options);
  };
  const onVideo = async ([file]: File[]) => {
    const uploaded = await send(file, "video");
    if (uploaded) set("video_url", uploaded.url, options);
  };
  const onGallery = async (files: File[]) => {
    for (const file of files) {
      const uploaded = await send(file, "image");
      if (uploaded) set("gallery_images", [...form.getValues("gallery_images"), uploaded.url], options);
    }
  };

  const mediaError = form.formState.errors[mediaType === "video" ? "video_url" : "image_url"]?.message;
  const alt = imageAlt.trim() || title.trim() || "Banner image";

  return (
    <div className="space-y-4">
      <Section title="Content">
        <TextField form={f} idPrefix={ID} name="title" label="Title" maxLength={160} />
        <TextField form={f} idPrefix={ID} name="subtitle" label="Subtitle" maxLength={200} />
        <TextAreaField form={f} idPrefix={ID} name="description" label="Description" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={f} idPrefix={ID} name="badge" label="Badge" maxLength={60} />
          <SelectField form={f} idPrefix={ID} name="gradient" label="Gradient" options={GRADIENTS} />
          <TextField form={f} idPrefix={ID} name="order_index" label="Order Index" type="number" min={0} step={1} inputMode="numeric" />
        </div>
        <SwitchField form={f} idPrefix={ID} name="is_active" label="Active" />
      </Section>

      {/* Decision 0180: the Spanish pages show these; a field left empty shows its English there. */}
      <Section title="Spanish">
        <p className="text-sm text-slate-600">Shown on the Spanish pages (/es). A field left empty shows its English there.</p>
        <TextField form={f} idPrefix={ID} name="title_es" label="Title (Spanish)" lang="es" maxLength={160} />
        <TextField form={f} idPrefix={ID} name="subtitle_es" label="Subtitle (Spanish)" lang="es" maxLength={200} />
        <TextAreaField form={f} idPrefix={ID} name="description_es" label="Description (Spanish)" lang="es" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={f} idPrefix={ID} name="badge_es" label="Badge (Spanish)" lang="es" maxLength={60} />
          <TextField form={f} idPrefix={ID} name="image_alt_es" label="Image Alt Text (Spanish)" lang="es" maxLength={200} />
          <TextField form={f} idPrefix={ID} name="primary_action_text_es" label="Primary Action Text (Spanish)" lang="es" maxLength={60} />
          <TextField form={f} idPrefix={ID} name="secondary_action_text_es" label="Secondary Action Text (Spanish)" lang="es" maxLength={60} />
        </div>
      </Section>

      <Section title="Media">
        <div className="max-w-xs">
          <SelectField form={f} idPrefix={ID} name="media_type" label="Media Type" options={MEDIA_TYPES} />
        </div>
        {mediaType === "image" ? (
          <div className="space-y-3">
            {imageUrl ? (
              <div className="aspect-[2/1] max-w-md overflow-hidden rounded-lg bg-slate-100">
                <ResponsiveImage src={imageUrl} image={media[imageUrl]} alt={alt} sizes="28rem" width={800} height={400} className="size-full object-cover" />
              </div>
            ) : (
              <p className="text-sm text-slate-600">No image yet.</p>
            )}
            <FilePicker label="Upload Image" accept={UPLOAD_IMAGE_TYPES.join(",")} disabled={busy} onFiles={(files) => void onImage(files)} />
            <TextField
              form={f}
              idPrefix={ID}
              name="image_alt"
              label="Image Alt Text"
              hint="Describes the picture; the title is used when empty."
              maxLength={200}
            />
          </div>
        ) : (
          <div className="space-y-3">
            {videoUrl ? (
              <video
                src={videoUrl}
                controls
                preload="metadata"
                aria-label={`Video of ${title.trim() || "the banner"}`}
                className="aspect-video w-full max-w-md rounded-lg bg-slate-900"
              />
            ) : (
              <p className="text-sm text-slate-600">No video yet.</p>
            )}
            <FilePicker label="Upload Video" accept={UPLOAD_VIDEO_TYPES.join(",")} disabled={busy} onFiles={(files) => void onVideo(files)} />
          </div>
        )}
        {mediaError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {mediaType === "video" ? "Video" : "Image"} {mediaError}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <RangeField form={f} idPrefix={ID} name="media_opacity" label="Media Opacity" min={0} max={100} unit="%" value={opacity} />
          <RangeField
            form={f}
            idPrefix={ID}
            name="overlay_opacity"
            label="Overlay Opacity"
            min={0}
            max={100}
            unit="%"
            value={overlay}
            hint="Preview only; not saved."
          />
          <RangeField form={f} idPrefix={ID} name="media_hue" label="Hue" min={0} max={360} unit="°" value={hue} />
          <RangeField form={f} idPrefix={ID} name="media_saturation" label="Saturation" min={0} max={200} unit="%" value={saturation} />
        </div>
        {busy ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner /> Uploading…
          </p>
        ) : null}
      </Section>

      <Section title="Actions">
        {(["primary", "secondary"] as const).map((slot) => (
          <div key={slot} className="grid gap-4 sm:grid-cols-3">
            <TextField
              form={f}
              idPrefix={ID}
              name={`${slot}_action_text`}
              label={slot === "primary" ? "Primary Action Text" : "Secondary Action Text"}
              maxLength={60}
            />
            <TextField
              form={f}
              idPrefix={ID}
              name={`${slot}_action_href`}
              label={slot === "primary" ? "Primary Action Link" : "Secondary Action Link"}
              placeholder="#services, /services or a phone number"
              maxLength={500}
            />
            <SelectField
              form={f}
              idPrefix={ID}
              name={`${slot}_action_type`}
              label={slot === "primary" ? "Primary Action Type" : "Secondary Action Type"}
              options={ACTION_TYPES}
            />
          </div>
        ))}
        <p className="text-sm text-slate-600">A call action's number is saved as tel: and its digits.</p>
      </Section>

      <Section title="Features">
        {features.fields.length === 0 ? <p className="text-sm text-slate-600">No features yet.</p> : null}
        <ol className="space-y-3">
          {features.fields.map((feature, index) => (
            <li key={feature.id} className="grid items-end gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_10rem_auto]">
              <TextField form={f} idPrefix={ID} name={`features.${index}.text`} label={`Feature ${index + 1}`} maxLength={120} />
              <TextField form={f} idPrefix={ID} name={`features.${index}.url`} label={`Feature ${index + 1} Link (optional)`} maxLength={500} />
              <SelectField form={f} idPrefix={ID} name={`features.${index}.type`} label={`Feature ${index + 1} Type`} options={FEATURE_TYPES} />
              <Button variant="ghost" size="icon" aria-label={`Remove feature ${index + 1}`} onClick={() => features.remove(index)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="outline" size="sm" disabled={features.fields.length >= 12} onClick={() => features.append({ text: "", url: "", type: "" })}>
          <Plus aria-hidden="true" />
          Add Feature
        </Button>
      </Section>

      <Section title="Gallery">
        {gallery.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {gallery.map((url, index) => (
              <li key={url} className="relative overflow-hidden rounded-lg bg-slate-100">
                <ResponsiveImage
                  src={url}
                  image={media[url]}
                  alt={`Gallery image ${index + 1}`}
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
                  onClick={() =>
                    set(
                      "gallery_images",
                      gallery.filter((item) => item !== url),
                      options,
                    )
                  }
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
    </div>
  );
}
