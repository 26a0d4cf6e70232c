import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// "none" is a request the user started (address bar, bookmark); never a write from a page.
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * Refuses cross-site writes on every route, ours and better-auth's (fault 6;
 * docs/decisions/0015-cross-site-writes.md). SameSite=Lax cookies do not stop a sibling
 * subdomain, so a write must prove it comes from our own pages:
 * - its Origin is PUBLIC_URL's origin; or, with no Origin, its Sec-Fetch-Site is same-origin;
 * - with neither header it is not a browser: it may pass only without a cookie, so it carries
 *   no one's session (better-auth's own rule).
 * JSON routes take JSON only: a text/plain or form body is what a cross-site form sends.
 */
function sameOriginPlugin(app: FastifyInstance, options: { publicOrigin: string }) {
  const { publicOrigin } = options;
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!comesFromOurSite(request, publicOrigin)) {
      throw new AppError("FORBIDDEN", "This request did not come from the HomeFix site and was refused");
    }
    const contentType = request.headers["content-type"];
    if (contentType && !acceptsContentType(request, contentType)) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json");
    }
  });
}

function comesFromOurSite(request: FastifyRequest, publicOrigin: string) {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === publicOrigin;
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined) return OWN_FETCH_SITES.has(fetchSite);
  return request.headers.cookie === undefined;
}

function acceptsContentType(request: FastifyRequest, contentType: string) {
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (mediaType === "application/json") return true;
  // Routes that take a file say so in their schema (uploads.routes.ts).
  const consumes = request.routeOptions.schema?.consumes;
  return Array.isArray(consumes) && consumes.includes(mediaType);
}

// Not encapsulated: the hook must reach every route of the app.
export const sameOrigin = fp(sameOriginPlugin, { name: "homefix-same-origin" });
