import { z } from "zod";
import { useForm, type Resolver, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import { adToast, BANNER_AD_ICONS, BANNER_AD_POSITIONS, defaultAdTitle, type TBannerAdPosition } from "@/shared/rules/banner.ts";
import { ZBannerAdRequest, type TAdminBannerAd, type TBannerAdRequest, type TBannerAdRequestParsed } from "@/shared/schemas/website.ts";
import { applyServerFieldErrors } from "@/client/lib/form-errors.ts";
import { Button } from "@/client/ui/button.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useSaveBannerAd } from "../api/save-banner-ad.ts";
import { Section, SelectField, SwitchField, TextField } from "./form-controls.tsx";

type TAdFormValues = {
  title: string;
  subtitle: string;
  icon: (typeof BANNER_AD_ICONS)[number];
  icon_gradient: string;
  background_gradient: string;
  button_text: string;
  button_action_type: "url" | "phone";
  button_action_value: string;
  is_active: boolean;
  /** The same words in Spanish (decision 0180); empty shows the English on Spanish pages. */
  title_es: string;
  subtitle_es: string;
  button_text_es: string;
};
const AD_FIELDS = [
  "title",
  "subtitle",
  "icon",
  "icon_gradient",
  "background_gradient",
  "button_text",
  "button_action_type",
  "button_action_value",
  "is_active",
  "title_es",
  "subtitle_es",
  "button_text_es",
] as const;

const ICONS = BANNER_AD_ICONS.map((icon) => ({ value: icon, label: icon }));
const GRADIENTS = [
  { value: "", label: "Default" },
  { value: "primary", label: "Primary" },
  { value: "accent", label: "Accent" },
  { value: "dark", label: "Dark" },
] as const;
const ACTION_TYPES = [
  { value: "url", label: "Link (URL)" },
  { value: "phone", label: "Phone" },
] as const;

/** §9 New ad defaults: 'New Top Ad' / 'New Bottom Ad', button 'Learn More', action type url. */
function adDefaults(position: TBannerAdPosition, ad?: TAdminBannerAd): TAdFormValues {
  return {
    title: ad?.title ?? defaultAdTitle(position),
    subtitle: ad?.subtitle ?? "",
    icon: BANNER_AD_ICONS.find((icon) => icon === ad?.icon) ?? "star",
    icon_gradient: ad?.icon_gradient ?? "",
    background_gradient: ad?.background_gradient ?? "",
    button_text: ad?.button_text ?? "Learn More",
    button_action_type: ad?.button_action_type === "phone" ? "phone" : "url",
    button_action_value: ad?.button_action_value ?? "",
    is_active: ad?.is_active ?? true,
    title_es: ad?.title_es ?? "",
    subtitle_es: ad?.subtitle_es ?? "",
    button_text_es: ad?.button_text_es ?? "",
  };
}

const requestOf = (values: TAdFormValues): TBannerAdRequest => ({
  ...values,
  icon_gradient: (values.icon_gradient || null) as TBannerAdRequest["icon_gradient"],
  background_gradient: (values.background_gradient || null) as TBannerAdRequest["background_gradient"],
});

/** The shared request schema checks the ad form, so it and the server say the same. */
const adResolver = zodResolver(
  z
    .custom<TAdFormValues>()
    .transform(requestOf)
    .pipe(ZBannerAdRequest as z.ZodType<TBannerAdRequestParsed, TBannerAdRequest>),
) as unknown as Resolver<TAdFormValues, unknown, TBannerAdRequestParsed>;

/** staff-side.md §2: the editor's Adz tab, a top and a bottom ad (one of each) for a saved banner. */
export function BannerAdsTab({ bannerId, ads }: { bannerId: string | undefined; ads: TAdminBannerAd[] }) {
  if (!bannerId) return <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600">Save the banner first, then add its ads here.</p>;
  return (
    <div className="space-y-4">
      {BANNER_AD_POSITIONS.map((position) => {
        const ad = ads.find((candidate) => candidate.position === position);
        return <AdForm key={`${position}-${ad?.id ?? "new"}`} bannerId={bannerId} position={position} ad={ad} />;
      })}
    </div>
  );
}

function AdForm({ bannerId, position, ad }: { bannerId: string; position: TBannerAdPosition; ad?: TAdminBannerAd }) {
  const save = useSaveBannerAd();
  const form = useForm<TAdFormValues, unknown, TBannerAdRequestParsed>({ defaultValues: adDefaults(position, ad), resolver: adResolver });
  const f = form as unknown as UseFormReturn<TAdFormValues>;
  const label = position === "top" ? "Top Ad" : "Bottom Ad";
  const id = `ad-${position}`;

  // A created ad comes back from the list with its id, which remounts this form (its key) before
  // mutate's own callbacks would run: what follows is awaited here instead.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ bannerId, adId: ad?.id, position, body: values });
      // §8: '{position} ad created/updated successfully', 'Failed to create/update {position} ad'.
      toast.success("Success", { description: adToast(position, ad ? "updated" : "created") });
    } catch (error) {
      applyServerFieldErrors(error, AD_FIELDS, form.setError);
      toast.error("Error", { description: ad ? `Failed to update ${position} ad` : `Failed to create ${position} ad` });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Section title={label}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={f} idPrefix={id} name="title" label="Ad Title" maxLength={120} />
          <TextField form={f} idPrefix={id} name="subtitle" label="Ad Subtitle" maxLength={200} />
          <SelectField form={f} idPrefix={id} name="icon" label="Icon" options={ICONS} />
          <SelectField form={f} idPrefix={id} name="icon_gradient" label="Icon Gradient" options={GRADIENTS} />
          <SelectField form={f} idPrefix={id} name="background_gradient" label="Background Gradient" options={GRADIENTS} />
          <TextField form={f} idPrefix={id} name="button_text" label="Button Text" maxLength={40} />
          <SelectField form={f} idPrefix={id} name="button_action_type" label="Button Action" options={ACTION_TYPES} />
          <TextField form={f} idPrefix={id} name="button_action_value" label="Button Link or Phone" placeholder="/services or (407) 555-0142" maxLength={500} />
          <TextField form={f} idPrefix={id} name="title_es" label="Ad Title (Spanish)" lang="es" maxLength={120} />
          <TextField form={f} idPrefix={id} name="subtitle_es" label="Ad Subtitle (Spanish)" lang="es" maxLength={200} />
          <TextField form={f} idPrefix={id} name="button_text_es" label="Button Text (Spanish)" lang="es" maxLength={40} />
        </div>
        <SwitchField form={f} idPrefix={id} name="is_active" label={`${label} Active`} />
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {ad ? `Update ${label}` : `Create ${label}`}
          </Button>
        </div>
      </Section>
    </form>
  );
}
