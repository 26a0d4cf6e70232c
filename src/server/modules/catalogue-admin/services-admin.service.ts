import { notFound } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import { audit } from "../audit/audit.ts";
import { mediaMap } from "../uploads/responsive-image.ts";
import type { TMediaRef, TMediaReferences } from "../uploads/uploads.service.ts";
import type { TAdminService, TServiceDeleted, TServiceRequestParsed } from "../../../shared/schemas/services-admin.ts";
import type { TAdminServiceRow, TServicesAdminRepository } from "./services-admin.repository.ts";
import { priceLock } from "../storm/price-lock.ts";

export const SERVICE_DEACTIVATED = "This service has bookings or jobs, so it was kept and made inactive instead of deleted.";

/** The uploads a service shows, each with the field it sits in and the kind it must be (decision 0051). */
function mediaRefs(service: Pick<TServiceRequestParsed, "image_url" | "video_url" | "gallery_images">): TMediaRef[] {
  return [
    ...(service.image_url ? [{ field: "image_url", url: service.image_url, kind: "image" as const }] : []),
    ...(service.video_url ? [{ field: "video_url", url: service.video_url, kind: "video" as const }] : []),
    ...service.gallery_images.map((url, index) => ({ field: `gallery_images.${index}`, url, kind: "image" as const })),
  ];
}

const urlsOf = (service: { image_url: string | null; video_url: string | null; gallery_images: string[] }) =>
  [service.image_url, service.video_url, ...service.gallery_images].filter((url): url is string => !!url);

export function presentAdminService(row: TAdminServiceRow): TAdminService {
  return {
    ...row,
    pricing_type: row.pricing_type === "flat" ? "flat" : "hourly",
    unit: row.unit as TAdminService["unit"],
    media_type: row.media_type === "video" ? "video" : "image",
    licensed_trade: row.licensed_trade as TAdminService["licensed_trade"],
    storm_collections: row.storm_collections as TAdminService["storm_collections"],
    media: mediaMap(row.media),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * staff-side.md §2 Service Management: the catalogue's one writer on the staff side. Each
 * change, its media references and its audit entry are one transaction.
 */
export function servicesAdminService(deps: {
  repository: TServicesAdminRepository;
  media: TMediaReferences;
  /** The day a state of emergency was declared, if one is: prices are locked (decision 0161). */
  declaredOn: (tx: TTx) => Promise<string | null>;
}) {
  const { repository, media } = deps;

  async function read(tx: TTx, id: string) {
    const row = await repository.find(tx, id);
    if (!row) throw notFound("Service");
    return presentAdminService(row);
  }

  return {
    async list() {
      return { services: (await repository.list()).map(presentAdminService) };
    },

    async create(actorId: string, values: TServiceRequestParsed) {
      return repository.transaction(async (tx) => {
        await media.replace(tx, [], mediaRefs(values));
        const id = await repository.insert(tx, values);
        await priceLock.change(tx, { item: "service", itemId: id, field: "base_price", current: null, next: values.base_price ?? 0, declaredOn: null });
        await audit.record(tx, { actorId, action: "create", entity: "service", entityId: id, details: { name: values.name } });
        return read(tx, id);
      });
    },

    /** A replaced main image or a removed gallery image has its files released (decision 0051). */
    async update(actorId: string, id: string, values: TServiceRequestParsed) {
      return repository.transaction(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) throw notFound("Service");
        const next = values.base_price ?? current.base_price;
        await priceLock.change(tx, {
          item: "service",
          itemId: id,
          field: "base_price",
          current: current.base_price,
          next,
          declaredOn: await deps.declaredOn(tx),
        });
        await media.replace(tx, urlsOf(current), mediaRefs(values));
        const changed = await repository.update(tx, id, values);
        await audit.record(tx, { actorId, action: "update", entity: "service", entityId: id, details: { changed } });
        return read(tx, id);
      });
    },

    /**
     * §5: delete after the confirmation. A service that bookings or jobs name is kept and made
     * inactive instead, so their history keeps its service; the answer says which.
     */
    async remove(actorId: string, id: string): Promise<TServiceDeleted> {
      return repository.transaction(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) throw notFound("Service");
        if (await repository.hasHistory(tx, id)) {
          await repository.deactivate(tx, id);
          await audit.record(tx, {
            actorId,
            action: "deactivate",
            entity: "service",
            entityId: id,
            details: { name: current.name, reason: "has bookings or jobs" },
          });
          return { outcome: "deactivated" as const, message: SERVICE_DEACTIVATED };
        }
        await repository.delete(tx, id);
        await media.replace(tx, urlsOf(current), []);
        await audit.record(tx, { actorId, action: "delete", entity: "service", entityId: id, details: { name: current.name } });
        return { outcome: "deleted" as const, message: "Service deleted successfully" };
      });
    },
  };
}

export type TServicesAdminService = ReturnType<typeof servicesAdminService>;
