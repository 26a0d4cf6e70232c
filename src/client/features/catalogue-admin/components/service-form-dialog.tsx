import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/client/lib/toast.ts";
import type { TMediaMap, TUploaded } from "@/shared/schemas/media.ts";
import type { TAdminService, TServiceRequestParsed } from "@/shared/schemas/services-admin.ts";
import { applyServerFieldErrors } from "@/client/lib/form-errors.ts";
import { ApiError } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";
import { useSaveService } from "../api/save-service.ts";
import { AppearanceTab } from "./appearance-tab.tsx";
import { BasicInfoTab } from "./basic-info-tab.tsx";
import { DisplaySettingsTab } from "./display-settings-tab.tsx";
import { GalleryTab } from "./gallery-tab.tsx";
import { ReviewsPanel } from "./reviews-panel.tsx";
import { SpanishTab } from "./spanish-tab.tsx";
import {
  FIELD_TABS,
  SERVICE_FORM_FIELDS,
  SERVICE_FORM_TABS,
  serviceFormDefaults,
  serviceFormResolver,
  type TServiceFormTab,
  type TServiceFormValues,
} from "./service-form.ts";

const TAB_LABELS: Record<TServiceFormTab, string> = {
  basic: "Basic Info",
  gallery: "Gallery",
  display: "Display Settings",
  appearance: "Appearance",
  spanish: "Spanish",
  reviews: "Reviews",
};

type TServiceFormDialogProps = {
  /** The service to edit; a new one when absent. */
  service?: TAdminService;
  categories: string[];
  onClose: () => void;
};

/** The first tab, in the dialog's order, that holds a field with an error. */
function firstTabWithError(errors: FieldErrors<TServiceFormValues>): TServiceFormTab | undefined {
  const tabs = new Set(Object.keys(errors).map((field) => FIELD_TABS[field as keyof TServiceFormValues]));
  return SERVICE_FORM_TABS.find((tab) => tabs.has(tab));
}

/**
 * staff-side.md §2 Service Management: the Add/Edit dialog with the tabs Basic Info, Gallery,
 * Display Settings, Appearance and Reviews, covering every field of §3 with §5's rules, and
 * Spanish, the same words for the Spanish pages (decision 0177).
 */
export function ServiceFormDialog({ service, categories, onClose }: TServiceFormDialogProps) {
  const save = useSaveService();
  const [tab, setTab] = useState<TServiceFormTab>("basic");
  const [media, setMedia] = useState<TMediaMap>(service?.media ?? {});
  const [uploading, setUploading] = useState(false);
  const form = useForm<TServiceFormValues, unknown, TServiceRequestParsed>({
    resolver: serviceFormResolver,
    defaultValues: serviceFormDefaults(service),
  });
  const busy = save.isPending || uploading;

  const onUploaded = (uploaded: TUploaded) => {
    const image = uploaded.image;
    if (image) setMedia((current) => ({ ...current, [uploaded.url]: image }));
  };

  const onSubmit = form.handleSubmit(
    (body) => {
      if (busy) return;
      save.mutate(
        { id: service?.id, body },
        {
          onSuccess: () => {
            toast.success("Success", { description: service ? "Service updated successfully" : "Service created successfully" });
            onClose();
          },
          onError: (error) => {
            if (applyServerFieldErrors(error, SERVICE_FORM_FIELDS, form.setError)) {
              const first = (error as ApiError).fields?.map((field) => FIELD_TABS[field.field as keyof TServiceFormValues]).find(Boolean);
              if (first) setTab(first);
            }
            toast.error("Error", { description: "Failed to save service" });
          },
        },
      );
    },
    (errors) => {
      const first = firstTabWithError(errors);
      if (first) setTab(first);
    },
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{service ? "Edit Service" : "Add Service"}</DialogTitle>
          <DialogDescription>{service ? service.name : "A new service for the catalogue."}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => setTab(value as TServiceFormTab)}>
          <TabsList className="h-auto flex-wrap">
            {SERVICE_FORM_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* The reviews have forms of their own: outside the service's form (no nested forms). */}
          <TabsContent value="reviews">
            {service ? (
              <ReviewsPanel serviceId={service.id} serviceName={service.name} />
            ) : (
              <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600">Save the service first, then add its reviews here.</p>
            )}
          </TabsContent>
          <form noValidate onSubmit={onSubmit} aria-label={service ? "Edit service" : "Add service"}>
            <TabsContent value="basic">
              <BasicInfoTab form={form} categories={categories} />
            </TabsContent>
            <TabsContent value="gallery">
              <GalleryTab form={form} media={media} onUploaded={onUploaded} onBusyChange={setUploading} />
            </TabsContent>
            <TabsContent value="display">
              <DisplaySettingsTab form={form} />
            </TabsContent>
            <TabsContent value="appearance">
              <AppearanceTab form={form} />
            </TabsContent>
            <TabsContent value="spanish">
              <SpanishTab form={form} />
            </TabsContent>
            <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={busy} onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {save.isPending ? <Spinner /> : null}
                {service ? "Update Service" : "Create Service"}
              </Button>
            </div>
          </form>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
