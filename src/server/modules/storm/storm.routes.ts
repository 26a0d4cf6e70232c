import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { AppError, notFound } from "../../errors.ts";
import { audit } from "../audit/audit.ts";
import { publicWriteLimit } from "../public-write-limit.ts";
import type { TStormSettings } from "../../../shared/schemas/settings.ts";
import {
  ZAdminStormWaitlist,
  ZAdminStormWaitlistQuery,
  ZStormWaitlistParams,
  ZStormWaitlistPlace,
  ZStormWaitlistRequest,
  type TStormWaitlistPlace,
} from "../../../shared/schemas/storm.ts";
import { countyOfCity, expectedWaitlistWindow, needRank, WAITLIST_CLOSED, WAITLIST_PACE_HOURS, type TStormNeed } from "../../../shared/rules/storm.ts";
import { audience } from "../../../shared/rules/live-audience.ts";
import type { TExecutor } from "../../db/tx.ts";
import { publish } from "../../realtime/publish.ts";
import type { TStormWaitlistRepository } from "./storm-waitlist.repository.ts";
import type { TStormSuggestionsRepository } from "./storm-suggestions.repository.ts";
import { ZStormSuggestionParams, ZStormSuggestions, type TStormSuggestion } from "../../../shared/schemas/weather-alerts.ts";

export const WAITLIST_NOT_WAITING = "This request is no longer waiting.";

/** A request's place, and when a waiting one can expect the office's call at its pace over the last day. */
async function present(waitlist: TStormWaitlistRepository, id: string): Promise<TStormWaitlistPlace | null> {
  const row = await waitlist.withPlace(id);
  if (!row) return null;
  const now = new Date();
  const pace = row.place === null ? null : await waitlist.pace(new Date(now.getTime() - WAITLIST_PACE_HOURS * 3_600_000));
  const window = pace && row.place !== null ? expectedWaitlistWindow(row.place, pace, now) : null;
  return {
    id: row.id,
    need: row.need as TStormNeed,
    status: row.status as TStormWaitlistPlace["status"],
    place: row.place,
    expected: window && pace ? { ...window, booked_last_day: pace.booked } : null,
    created_at: row.created_at.toISOString(),
  };
}

/** Every waiting place may have moved: the waiting requests' pages and the office's list read again. */
const waitlistMoved = (tx: TExecutor) => publish(tx, { type: "storm.waitlist.changed", payload: {}, audience: [audience.admins, audience.stormWaitlist] });

// Decision 0160: at landfall and in recovery a request joins the storm waitlist, triaged by need;
// its holder reads their place by the request's unguessable id.
export const stormRoutes: FastifyPluginAsyncZod<{ waitlist: TStormWaitlistRepository; storm: () => Promise<TStormSettings>; writeLimit: number }> = async (
  app,
  { waitlist, storm, writeLimit },
) => {
  app.post(
    "/api/storm/waitlist",
    {
      onRequest: authorize("create:storm-waitlist:public"),
      config: publicWriteLimit(writeLimit),
      schema: {
        tags: ["storm"],
        summary: "Join the storm waitlist (landfall and recovery only); a retried key answers the same request",
        body: ZStormWaitlistRequest,
        response: { 201: ZStormWaitlistPlace },
      },
    },
    async (request, reply) => {
      const { phase } = await storm();
      if (phase !== "landfall" && phase !== "recovery") throw new AppError("CONFLICT", WAITLIST_CLOSED);
      const body = request.body;
      const viewer = await request.viewer();
      const id = await waitlist.transaction(async (tx) => {
        const joined = await waitlist.insert(tx, {
          idempotency_key: body.idempotency_key,
          user_id: viewer?.user.id ?? null,
          customer_name: body.customer_name,
          customer_email: body.customer_email,
          customer_phone: body.customer_phone,
          service_address: body.service_address,
          service_city: body.service_city,
          county: countyOfCity(body.service_city) ?? "Other",
          need: body.need,
          need_rank: needRank(body.need),
          details: body.details || null,
        });
        // A more urgent need goes ahead of those already waiting; a retry changes nothing.
        if (joined.created) await waitlistMoved(tx);
        return joined.id;
      });
      return reply.status(201).send((await present(waitlist, id))!);
    },
  );

  app.get(
    "/api/storm/waitlist/:id",
    {
      onRequest: authorize("read:storm-waitlist:public"),
      schema: {
        tags: ["storm"],
        summary: "A storm waitlist request's place (1 is next)",
        params: ZStormWaitlistParams,
        response: { 200: ZStormWaitlistPlace },
      },
    },
    async (request) => {
      const place = await present(waitlist, request.params.id);
      if (!place) throw notFound("Waitlist request");
      return place;
    },
  );
};

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
export const adminStormRoutes: FastifyPluginAsyncZod<{ waitlist: TStormWaitlistRepository; suggestions: TStormSuggestionsRepository }> = async (
  app,
  { waitlist, suggestions },
) => {
  app.get(
    "/storm/waitlist",
    {
      onRequest: authorize("read:storm-waitlist:any"),
      schema: {
        tags: ["admin"],
        summary: "The storm waitlist from the top: most urgent need first, then oldest",
        querystring: ZAdminStormWaitlistQuery,
        response: { 200: ZAdminStormWaitlist },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { rows, total } = await waitlist.page(limit, offset);
      return {
        total,
        entries: rows.map((row, index) => ({ ...row, need: row.need as TStormNeed, place: offset + index + 1, created_at: row.created_at.toISOString() })),
      };
    },
  );

  app.post(
    "/storm/waitlist/:id/booked",
    {
      onRequest: authorize("update:storm-waitlist:any"),
      schema: {
        tags: ["admin"],
        summary: "The office booked this request: it leaves the waitlist (a repeat answers the same)",
        params: ZStormWaitlistParams,
        response: { 200: ZStormWaitlistPlace },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const { id } = request.params;
      await waitlist.transaction(async (tx) => {
        if (await waitlist.markBooked(tx, id)) {
          await waitlistMoved(tx);
          await audit.record(tx, {
            actorId: viewer.user.id,
            action: "update",
            entity: "storm_waitlist",
            entityId: id,
            details: { status: { from: "waiting", to: "booked" } },
          });
          return;
        }
        const status = await waitlist.status(tx, id);
        if (status === null) throw notFound("Waitlist request");
        if (status !== "booked") throw new AppError("CONFLICT", WAITLIST_NOT_WAITING);
      });
      return (await present(waitlist, id))!;
    },
  );

  // Decision 0173: what the weather service's alerts suggest; the admins turn the mode on themselves.
  app.get(
    "/storm/suggestions",
    {
      onRequest: authorize("read:storm-suggestions:any"),
      schema: {
        tags: ["admin"],
        summary: "The weather alerts that suggest storm-season mode, neither dismissed nor expired",
        response: { 200: ZStormSuggestions },
      },
    },
    async () => {
      const rows = await suggestions.open(new Date());
      return {
        suggestions: rows.map((row) => ({
          ...row,
          phase: row.phase as TStormSuggestion["phase"],
          expires_at: row.expires_at.toISOString(),
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  );

  app.post(
    "/storm/suggestions/:id/dismiss",
    {
      onRequest: authorize("update:storm-suggestions:any"),
      schema: {
        tags: ["admin"],
        summary: "Dismiss a storm-mode suggestion (a repeat answers the same)",
        params: ZStormSuggestionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const { id } = request.params;
      await suggestions.transaction(async (tx) => {
        if (await suggestions.dismiss(tx, id, viewer.user.id)) {
          await audit.record(tx, { actorId: viewer.user.id, action: "update", entity: "storm_suggestion", entityId: id, details: { dismissed: true } });
          return;
        }
        if (!(await suggestions.exists(tx, id))) throw notFound("Suggestion");
      });
      return reply.status(204).send(null);
    },
  );
};
