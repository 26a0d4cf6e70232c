import { useEffect, useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TAdminBanner } from "@/shared/schemas/website.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";
import { ConfirmDialog } from "@/client/ui/confirm-dialog.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";
import { useDeleteBanner } from "../api/delete-banner.ts";
import { useAdminBanners } from "../api/get-admin-banners.ts";
import { movedIds, useReorderBanners } from "../api/reorder-banners.ts";
import { useToggleBanner } from "../api/toggle-banner.ts";
import { BannerCard } from "../components/banner-card.tsx";
import { BannerEditorDialog } from "../components/banner-editor-dialog.tsx";

type TOpen = { kind: "form"; banner?: TAdminBanner } | { kind: "delete"; banner: TAdminBanner } | null;

/** staff-side.md §2 Website Management: tabs Hero Banners, Content and SEO (both Coming Soon). */
export function AdminWebsitePage() {
  usePageTitle("Website Management");
  return (
    <>
      <PageHeader title="Website Management" description="Hero banners and banner ads on the home page." />
      <Tabs defaultValue="banners">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="banners">Hero Banners</TabsTrigger>
          {["Content", "SEO"].map((label) => (
            <TabsTrigger key={label} value={label.toLowerCase()} disabled>
              {label}
              <Badge variant="secondary">Coming Soon</Badge>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="banners">
          <HeroBanners />
        </TabsContent>
      </Tabs>
    </>
  );
}

function HeroBanners() {
  const banners = useAdminBanners();
  const toggle = useToggleBanner();
  const remove = useDeleteBanner();
  const reorder = useReorderBanners();
  const [open, setOpen] = useState<TOpen>(null);
  const list = banners.data?.banners ?? [];

  // §8: 'Failed to fetch banners'.
  useEffect(() => {
    if (banners.isError) toast.error("Error", { id: "admin-banners", description: "Failed to fetch banners" });
  }, [banners.isError]);

  // Another banner's switch stays enabled while one saves, and a second mutate drops the first
  // one's own callbacks: each toggle awaits its own result.
  const onToggle = async (banner: TAdminBanner, active: boolean) => {
    try {
      await toggle.mutateAsync({ id: banner.id, is_active: active });
      toast.success("Success", { description: active ? "Banner activated successfully" : "Banner deactivated successfully" });
    } catch {
      toast.error("Error", { description: "Failed to update banner status" });
    }
  };

  const onMove = (index: number, step: -1 | 1) =>
    reorder.mutate(
      movedIds(
        list.map((banner) => banner.id),
        index,
        step,
      ),
      { onError: () => toast.error("Error", { description: "Failed to save banner" }) },
    );

  // Another banner can be deleted before this one settles, and a second mutate drops the first
  // one's own callbacks: each delete awaits its own result.
  const confirmDelete = async () => {
    if (open?.kind !== "delete") return;
    const { banner } = open;
    setOpen(null);
    try {
      await remove.mutateAsync(banner.id);
      toast.success("Success", { description: "Banner deleted successfully" });
    } catch {
      toast.error("Error", { description: "Failed to delete banner" });
    }
  };

  return (
    <section aria-labelledby="hero-banners-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="hero-banners-heading" className="text-lg font-semibold text-slate-900">
          Hero Banners
        </h2>
        <Button onClick={() => setOpen({ kind: "form" })}>
          <Plus aria-hidden="true" />
          Add Banner
        </Button>
      </div>

      {banners.isPending ? (
        <div role="status" aria-label="Loading banners" className="space-y-4">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-40 rounded-2xl" />
          ))}
        </div>
      ) : banners.isError ? (
        <Alert variant="destructive" title="Failed to fetch banners">
          <Button variant="link" className="h-auto p-0" onClick={() => void banners.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-700">No banners found. Create your first banner to get started.</p>
          <Button className="mt-4" onClick={() => setOpen({ kind: "form" })}>
            <Plus aria-hidden="true" />
            Create First Banner
          </Button>
        </div>
      ) : (
        <ol aria-label="Hero banners in order" className="space-y-4">
          {list.map((banner, index) => (
            <li key={banner.id}>
              <BannerCard
                banner={banner}
                position={index}
                count={list.length}
                busy={reorder.isPending || (toggle.isPending && toggle.variables?.id === banner.id)}
                onToggle={(active) => void onToggle(banner, active)}
                onEdit={() => setOpen({ kind: "form", banner })}
                onDelete={() => setOpen({ kind: "delete", banner })}
                onMove={(step) => onMove(index, step)}
              />
            </li>
          ))}
        </ol>
      )}

      {open?.kind === "form" ? <BannerEditorDialog key={open.banner?.id ?? "new"} banner={open.banner} onClose={() => setOpen(null)} /> : null}
      <ConfirmDialog
        open={open?.kind === "delete"}
        title="Delete banner"
        stayLabel="Cancel"
        leaveLabel="Delete"
        onStay={() => setOpen(null)}
        onLeave={confirmDelete}
      >
        Are you sure you want to delete this banner?
      </ConfirmDialog>
    </section>
  );
}
