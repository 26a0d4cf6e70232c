import { useState } from "react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { Badge } from "@/client/ui/badge.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { StarRating } from "@/client/ui/star-rating.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";
import { DetailFeaturesTab } from "./detail-features-tab.tsx";
import { DetailMediaTab } from "./detail-media-tab.tsx";
import { DetailOverviewTab } from "./detail-overview-tab.tsx";
import { DetailReviewsTab } from "./detail-reviews-tab.tsx";
import { DETAIL_TABS, isDetailTab, type TDetailTab } from "./service-detail-tabs.ts";
import { jobsLabel, serviceJobsCompleted, servicePriceLabel, servicePriceLang, serviceRating } from "./service-price.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { englishLang, englishOnlyLang } from "@/shared/rules/content-language.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";

type TServiceDetailDialogProps = { service: TPublicService; initialTab: TDetailTab; onClose: () => void };

/** customer-side.md §2 Service detail dialog: Overview, Features, Photos & Videos, Reviews. */
export function ServiceDetailDialog({ service, initialTab, onClose }: TServiceDetailDialogProps) {
  const [tab, setTab] = useState<TDetailTab>(initialTab);
  const dialogs = useDialogs();
  const rating = serviceRating(service);
  const jobs = serviceJobsCompleted(service);

  // The next dialog replaces this one rather than stacking on top of it.
  const handOff = (open: () => void) => {
    onClose();
    open();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <Badge variant="brand" className="w-fit" lang={englishOnlyLang(currentLocale())}>
            {service.category}
          </Badge>
          <DialogTitle className="text-2xl" lang={englishLang(service, "name")}>
            {service.name}
          </DialogTitle>
          <DialogDescription lang={englishLang(service, "subtitle")}>
            {service.subtitle ?? m.detail_subtitle_fallback({ category: service.category })}
          </DialogDescription>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm text-slate-700">
            <span className="text-lg font-bold text-brand-800" lang={servicePriceLang(service)}>
              {servicePriceLabel(service)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <StarRating value={rating} size="sm" decorative />
              <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span>
              <span className="sr-only">{m.detail_out_of_5()}</span>
            </span>
            {jobs > 0 ? <span>{jobsLabel(jobs)}</span> : null}
          </div>
        </DialogHeader>

        <Tabs value={tab} onValueChange={(value) => isDetailTab(value) && setTab(value)}>
          <TabsList fullWidth className="h-auto flex-wrap [&>*]:min-w-[calc(50%-0.25rem)] sm:[&>*]:min-w-0">
            {DETAIL_TABS.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {item.label()}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <DetailOverviewTab
              service={service}
              onEmergency={() => handOff(dialogs.openEmergency)}
              onBook={() => handOff(() => dialogs.openBooking(service))}
              onAsk={() => handOff(() => dialogs.openChat(service))}
            />
          </TabsContent>
          <TabsContent value="features">
            <DetailFeaturesTab service={service} />
          </TabsContent>
          <TabsContent value="media">
            <DetailMediaTab service={service} />
          </TabsContent>
          <TabsContent value="reviews">
            <DetailReviewsTab service={service} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
