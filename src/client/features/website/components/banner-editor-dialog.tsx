import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Eye, EyeOff } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TMediaMap, TUploaded } from "@/shared/schemas/media.ts";
import type { TAdminBanner, TBannerRequestParsed } from "@/shared/schemas/website.ts";
import { applyServerFieldErrors } from "@/client/lib/form-errors.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";
import { useAdminBanners } from "../api/get-admin-banners.ts";
import { useSaveBanner } from "../api/save-banner.ts";
import { BannerAdsTab } from "./banner-ads-tab.tsx";
import { BannerEditTab } from "./banner-edit-tab.tsx";
import { BANNER_FORM_FIELDS, bannerFormDefaults, bannerFormResolver, type TBannerFormValues } from "./banner-form.ts";
import { BannerPreview } from "./banner-preview.tsx";

type TProps = {
  /** The banner to edit; a new one when absent. */
  banner?: TAdminBanner;
  onClose: () => void;
};

/**
 * staff-side.md §2: the Hero Banner editor, tabs Edit Banner and Adz, with a live preview that
 * can be shown or hidden. A new banner, once saved, stays open so its ads can be added.
 */
export function BannerEditorDialog({ banner, onClose }: TProps) {
  const save = useSaveBanner();
  const [saved, setSaved] = useState<TAdminBanner | undefined>(banner);
  const [tab, setTab] = useState<"edit" | "ads">("edit");
  const [showPreview, setShowPreview] = useState(true);
  const [media, setMedia] = useState<TMediaMap>(banner?.media ?? {});
  const [uploading, setUploading] = useState(false);
  const form = useForm<TBannerFormValues, unknown, TBannerRequestParsed>({ resolver: bannerFormResolver, defaultValues: bannerFormDefaults(banner) });
  const values = useWatch({ control: form.control }) as TBannerFormValues;
  // The ads are read from the list, so the Adz tab shows each save at once.
  const current = useAdminBanners().data?.banners.find((candidate) => candidate.id === saved?.id);
  const busy = save.isPending || uploading;

  const onUploaded = (uploaded: TUploaded) => {
    const image = uploaded.image;
    if (image) setMedia((map) => ({ ...map, [uploaded.url]: image }));
  };

  const onSubmit = form.handleSubmit(
    (body) => {
      if (busy) return;
      save.mutate(
        { id: saved?.id, body },
        {
          onSuccess: (result) => {
            toast.success("Success", { description: saved ? "Banner updated successfully" : "Banner created successfully" });
            if (saved) onClose();
            else {
              setSaved(result);
              form.reset(bannerFormDefaults(result));
            }
          },
          onError: (error) => {
            applyServerFieldErrors(error, BANNER_FORM_FIELDS, form.setError);
            toast.error("Error", { description: "Failed to save banner" });
          },
        },
      );
    },
    (errors) => {
      // §5: 'Title and media (image or video) are required'.
      if (errors.title || errors.image_url || errors.video_url) toast.error("Error", { description: "Title and media (image or video) are required" });
    },
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{saved ? "Edit Hero Banner" : "Add Hero Banner"}</DialogTitle>
          <DialogDescription>{saved ? saved.title : "A new banner for the home page hero."}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button variant="outline" size="sm" aria-pressed={showPreview} onClick={() => setShowPreview((shown) => !shown)}>
            {showPreview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {showPreview ? "Hide Preview" : "Show Preview"}
          </Button>
        </div>
        <div className={showPreview ? "grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" : undefined}>
          <Tabs value={tab} onValueChange={(value) => setTab(value as "edit" | "ads")} className="min-w-0">
            <TabsList>
              <TabsTrigger value="edit">Edit Banner</TabsTrigger>
              <TabsTrigger value="ads">Adz</TabsTrigger>
            </TabsList>
            <TabsContent value="ads">
              <BannerAdsTab bannerId={saved?.id} ads={current?.ads ?? saved?.ads ?? []} />
            </TabsContent>
            <form noValidate onSubmit={onSubmit} aria-label={saved ? "Edit banner" : "Add banner"}>
              <TabsContent value="edit">
                <BannerEditTab form={form} media={media} onUploaded={onUploaded} onBusyChange={setUploading} />
                <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
                  <Button variant="outline" disabled={busy} onClick={onClose}>
                    {saved && !banner ? "Done" : "Cancel"}
                  </Button>
                  <Button type="submit" disabled={busy}>
                    {save.isPending ? <Spinner /> : null}
                    {saved ? "Update Banner" : "Create Banner"}
                  </Button>
                </div>
              </TabsContent>
            </form>
          </Tabs>
          {showPreview ? (
            <div className="min-w-0 lg:sticky lg:top-0 lg:self-start">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">Live Preview</h3>
              <BannerPreview values={values} media={media} />
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
