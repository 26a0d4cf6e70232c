import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { fieldError } from "../../errors.ts";
import { ZFavoriteList, ZFavoriteRequest } from "../../../shared/schemas/engagement.ts";
import { catalogueReads } from "../catalogue/catalogue.ts";
import { favoritesRepository } from "./favorites.repository.ts";

export const favoritesRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  const favorites = favoritesRepository(db);
  const catalogue = catalogueReads(db);

  app.get(
    "/api/favorites",
    {
      onRequest: authorize("read:favorites:own"),
      schema: { tags: ["favorites"], summary: "The signed-in user's favourite services", response: { 200: ZFavoriteList } },
    },
    async (request) => {
      const { user } = await requireViewer(request);
      const rows = await favorites.list(user.id);
      return { favorites: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
    },
  );

  app.post(
    "/api/favorites",
    {
      onRequest: authorize("update:favorites:own"),
      schema: { tags: ["favorites"], summary: "Save a service as a favourite", body: ZFavoriteRequest, response: { 201: z.null() } },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      if (!(await catalogue.findActive(request.body.service_id))) {
        throw fieldError("service_id", "no such service");
      }
      await favorites.add(user.id, request.body.service_id);
      return reply.status(201).send(null);
    },
  );

  app.delete(
    "/api/favorites/:serviceId",
    {
      onRequest: authorize("update:favorites:own"),
      schema: {
        tags: ["favorites"],
        summary: "Remove a favourite",
        params: z.object({ serviceId: z.uuid("must be a service id") }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      await favorites.remove(user.id, request.params.serviceId);
      return reply.status(204).send(null);
    },
  );
};
