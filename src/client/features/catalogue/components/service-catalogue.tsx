import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { RotateCw, SearchX } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

import { cn } from "@/client/lib/cn.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useServicePages } from "../api/get-services.ts";
import { CatalogueToolbar } from "./catalogue-toolbar.tsx";
import type { TDetailTab } from "./service-detail-tabs.ts";
import type { TServiceCardCorner } from "./service-card.tsx";
import { ServiceGrid } from "./service-grid.tsx";
import { showingLine } from "./showing-line.ts";
import { useCatalogueParams } from "./use-catalogue-params.ts";

// Loaded on first open: a visitor who only browses never downloads it.
const ServiceDetailDialog = lazy(() => import("./service-detail-dialog.tsx").then((m) => ({ default: m.ServiceDetailDialog })));

type TServiceCatalogueProps = {
  /** Services per page; "Load more" asks the server for the next page. */
  pageSize: number;
  /** Shown until the first page arrives. */
  loading: ReactNode;
  /** Shown above the toolbar once the first page is in (customer-side.md §2: spinner, then the page). */
  header?: ReactNode;
  headingLevel?: "h2" | "h3";
  eagerCount?: number;
  /** The favourite heart, passed in by the screen that composes the catalogue. */
  cardCorner?: TServiceCardCorner;
};

/** The catalogue: search, category and sort done by the server, kept in the URL; cards; detail dialog. */
export function ServiceCatalogue({ pageSize, loading, header, headingLevel, eagerCount, cardCorner }: TServiceCatalogueProps) {
  const { q, category, sort, filter, update } = useCatalogueParams();
  const pages = useServicePages(filter, pageSize);
  const [opened, setOpened] = useState<{ service: TPublicService; tab: TDetailTab } | null>(null);
  const onOpen = useCallback((service: TPublicService, tab: TDetailTab) => setOpened({ service, tab }), []);

  if (pages.isPending) return loading;

  const services = pages.data?.pages.flatMap((page) => page.services) ?? [];
  const last = pages.data?.pages.at(-1);
  const total = last?.total ?? 0;
  const refreshing = pages.isPlaceholderData;
  const filtered = Boolean(q || category);

  return (
    <>
      {header}
      <CatalogueToolbar q={q} category={category} sort={sort} categories={last?.categories ?? []} onChange={update} />

      <div className="mt-4 mb-6 flex min-h-6 items-center gap-2 text-sm text-slate-600">
        <p role="status">{pages.data ? showingLine(services.length, total, last?.catalogue_total ?? total) : null}</p>
        {refreshing ? <Spinner className="size-4 text-brand-600" /> : null}
      </div>

      {pages.isError && !pages.data ? (
        <Alert variant="destructive" title={m.catalogue_load_error()}>
          <p>{m.catalogue_load_error_help()}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void pages.refetch()}>
            <RotateCw aria-hidden="true" />
            {m.try_again()}
          </Button>
        </Alert>
      ) : services.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <p className="mt-3 font-semibold text-slate-900">{m.catalogue_empty()}</p>
          <p className="mt-1 text-sm text-slate-600">{m.catalogue_empty_help()}</p>
          {filtered ? (
            <Button variant="outline" className="mt-4" onClick={() => update({ q: "", category: "" })}>
              {m.catalogue_clear_filters()}
            </Button>
          ) : null}
        </div>
      ) : (
        <div aria-busy={refreshing} className={cn("transition-opacity", refreshing && "opacity-60")}>
          <ServiceGrid services={services} cardCorner={cardCorner} onOpen={onOpen} headingLevel={headingLevel} eagerCount={eagerCount} />
        </div>
      )}

      {pages.hasNextPage && !refreshing ? (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" size="lg" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? <Spinner /> : null}
            {m.catalogue_load_more()}
          </Button>
        </div>
      ) : null}

      {opened ? (
        <Suspense fallback={null}>
          <ServiceDetailDialog key={opened.service.id} service={opened.service} initialTab={opened.tab} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
