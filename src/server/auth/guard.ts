import type { TOwner } from "../db/ownership.ts";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { can, type TPermission } from "../../shared/permissions.ts";
import type { TRole } from "../../shared/roles.ts";
import { AppError } from "../errors.ts";

export type TViewer = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  sessionId: string;
  role: TRole | null;
};

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user of this request, read once; null when signed out. */
    viewer: () => Promise<TViewer | null>;
  }
}

export type TViewerLoader = (request: FastifyRequest) => Promise<TViewer | null>;

export function headersOf(request: FastifyRequest) {
  return fromNodeHeaders(request.headers);
}

/**
 * The server-side guard on every route: `authorize("read:users:any")` refuses with
 * 401 when signed out and 403 when the role does not hold the permission.
 */
export function authorize(permission: TPermission): onRequestAsyncHookHandler {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const viewer = await request.viewer();
    if (can(viewer ? viewer.role : undefined, permission)) return;
    if (!viewer) throw new AppError("UNAUTHENTICATED", "Please sign in to continue");
    throw new AppError("FORBIDDEN", "You do not have access to this");
  };
}

/** The viewer of a request already passed through a signed-in guard. */
export async function requireViewer(request: FastifyRequest): Promise<TViewer> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError("UNAUTHENTICATED", "Please sign in to continue");
  return viewer;
}

/** The signed-in customer as the owner of rows (db/ownership.ts): their account, and their verified e-mail. */
export function ownerOf(viewer: TViewer): TOwner {
  return { userId: viewer.user.id, email: viewer.user.email };
}

/** The owner of a request already passed through a signed-in guard. */
export async function requireOwner(request: FastifyRequest): Promise<TOwner> {
  return ownerOf(await requireViewer(request));
}
