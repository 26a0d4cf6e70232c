import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";
import { authorize, requireViewer } from "./guard.ts";

// Decision 0032: the staff side's routes live in two encapsulated scopes, so a route added there
// cannot forget the audience's guard. Each route inside still declares its finer permission.

export const ADMIN_PREFIX = "/api/admin";
export const TECHNICIAN_PREFIX = "/api/technician";

/** The viewer's technician record, as the technician scope resolved it. */
export type TTechnicianRecord = { id: string; profile_id: string; is_active: boolean };

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The signed-in technician's active record, read once per request. Set only inside the
     * technician scope (`technicianScope`); every query of a technician route filters by its id.
     */
    technician: TTechnicianRecord;
  }
}

type TScopeRoutes = (scope: FastifyInstance) => Promise<void>;

/**
 * Everything under /api/admin: the scope's first hook admits admins only (401 signed out,
 * 403 any other role) before a route's own hooks, body parsing or handler run.
 */
export async function adminScope(app: FastifyInstance, routes: TScopeRoutes) {
  await app.register(
    async (scope) => {
      scope.addHook("onRequest", authorize("read:admin-area:any"));
      await routes(scope);
    },
    { prefix: ADMIN_PREFIX },
  );
}

/**
 * Everything under /api/technician: technicians only, and only with an active technician
 * record (staff-side.md §6: a technician sees only jobs assigned to their own record). An
 * admin is refused here even with a record: the technician app is the technician's
 * (staff-side.md §2, /technician requires technician).
 */
export async function technicianScope(app: FastifyInstance, findTechnician: (profileId: string) => Promise<TTechnicianRecord | null>, routes: TScopeRoutes) {
  await app.register(
    async (scope) => {
      scope.decorateRequest("technician", null as unknown as TTechnicianRecord);
      scope.addHook("onRequest", authorize("read:technician-area:assigned"));
      scope.addHook("onRequest", async (request) => {
        const viewer = await requireViewer(request);
        const record = await findTechnician(viewer.user.id);
        // A technician whose record was retired (role changed, made inactive) has no jobs to see.
        if (!record?.is_active) throw new AppError("FORBIDDEN", "You do not have access to this");
        request.technician = record;
      });
      await routes(scope);
    },
    { prefix: TECHNICIAN_PREFIX },
  );
}
