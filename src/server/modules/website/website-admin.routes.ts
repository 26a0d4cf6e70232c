import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import {
  ZAdminBanner,
  ZAdminBannerList,
  ZBannerActiveRequest,
  ZBannerAdRequest,
  ZBannerDeleted,
  ZBannerOrderRequest,
  ZBannerRequest,
  ZNewBannerAdRequest,
} from "../../../shared/schemas/website.ts";
import type { TWebsiteAdminService } from "./website-admin.service.ts";
import { dropAfterWrites, type TPublicReadCache } from "../../http/public-read-cache.ts";

const ZBannerParams = z.object({ id: z.uuid("must be a banner id") });
const ZAdParams = z.object({ id: z.uuid("must be a banner id"), adId: z.uuid("must be an ad id") });

const actor = async (request: Parameters<typeof requireViewer>[0]) => (await requireViewer(request)).user.id;

/** staff-side.md §2 Website Management, registered in the admin scope (paths under /api/admin). */
export const websiteAdminRoutes: FastifyPluginAsyncZod<{ website: TWebsiteAdminService; publicReads: TPublicReadCache }> = async (
  app,
  { website, publicReads },
) => {
  // Every write here changes what the public pages read: the answers kept in memory go (decision 0088).
  dropAfterWrites(app, publicReads);
  app.get(
    "/website/banners",
    {
      onRequest: authorize("read:website:any"),
      schema: { tags: ["admin"], summary: "Every hero banner by order_index, with its ads active or not", response: { 200: ZAdminBannerList } },
    },
    async () => website.list(),
  );

  app.post(
    "/website/banners",
    {
      onRequest: authorize("create:website:any"),
      schema: {
        tags: ["admin"],
        summary: "Add a hero banner at its order_index; its media must be uploads (POST /api/uploads, folder banners)",
        body: ZBannerRequest,
        response: { 201: ZAdminBanner },
      },
    },
    async (request, reply) => reply.status(201).send(await website.create(await actor(request), request.body)),
  );

  app.put(
    "/website/banners/order",
    {
      onRequest: authorize("update:website:any"),
      schema: {
        tags: ["admin"],
        summary: "Put the banners in a new order: every banner's id, first to last (409 when the list changed)",
        body: ZBannerOrderRequest,
        response: { 200: ZAdminBannerList },
      },
    },
    async (request) => website.reorder(await actor(request), request.body.ids),
  );

  app.put(
    "/website/banners/:id",
    {
      onRequest: authorize("update:website:any"),
      schema: {
        tags: ["admin"],
        summary: "Edit a hero banner; media it no longer shows is deleted unless something else shows it",
        params: ZBannerParams,
        body: ZBannerRequest,
        response: { 200: ZAdminBanner },
      },
    },
    async (request) => website.update(await actor(request), request.params.id, request.body),
  );

  app.post(
    "/website/banners/:id/active",
    {
      onRequest: authorize("update:website:any"),
      schema: {
        tags: ["admin"],
        summary: "Activate or deactivate a hero banner",
        params: ZBannerParams,
        body: ZBannerActiveRequest,
        response: { 200: ZAdminBanner },
      },
    },
    async (request) => website.setActive(await actor(request), request.params.id, request.body.is_active),
  );

  app.delete(
    "/website/banners/:id",
    {
      onRequest: authorize("delete:website:any"),
      schema: { tags: ["admin"], summary: "Delete a hero banner with its ads and media", params: ZBannerParams, response: { 200: ZBannerDeleted } },
    },
    async (request) => website.remove(await actor(request), request.params.id),
  );

  app.post(
    "/website/banners/:id/ads",
    {
      onRequest: authorize("create:website:any"),
      schema: {
        tags: ["admin"],
        summary: "Add the banner's top or bottom ad (one per position; 409 when taken), with the §9 defaults",
        params: ZBannerParams,
        body: ZNewBannerAdRequest,
        response: { 201: ZAdminBanner },
      },
    },
    async (request, reply) => {
      const { position, ...form } = request.body;
      return reply.status(201).send(await website.createAd(await actor(request), request.params.id, position, form));
    },
  );

  app.put(
    "/website/banners/:id/ads/:adId",
    {
      onRequest: authorize("update:website:any"),
      schema: { tags: ["admin"], summary: "Edit one of the banner's ads", params: ZAdParams, body: ZBannerAdRequest, response: { 200: ZAdminBanner } },
    },
    async (request) => website.updateAd(await actor(request), request.params.id, request.params.adId, request.body),
  );

  app.delete(
    "/website/banners/:id/ads/:adId",
    {
      onRequest: authorize("delete:website:any"),
      schema: { tags: ["admin"], summary: "Delete one of the banner's ads", params: ZAdParams, response: { 200: ZAdminBanner } },
    },
    async (request) => website.removeAd(await actor(request), request.params.id, request.params.adId),
  );
};
