import { createHash } from "node:crypto";
import fp from "fastify-plugin";

/**
 * How a public GET may be cached (decision 0086): `fresh` lets browsers and shared
 * caches keep it for `maxAge` seconds and serve it stale for `staleWhileRevalidate` more while
 * they fetch the new one; `revalidate` (no-cache) makes them ask every time, and the ETag turns
 * an unchanged answer into an empty 304.
 */
export type TPublicCache = { maxAge: number; staleWhileRevalidate: number } | "revalidate";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on public GETs whose answer is the same for every viewer: they get an ETag and a Cache-Control. */
    publicCache?: TPublicCache;
  }
}

/**
 * The public catalogue of the site: services, a service's reviews, the public settings and the
 * hero banners (decision 0088). Browsers and shared caches may keep an answer 30 s and
 * show it up to 5 minutes more while they fetch the new one in the background. The server's own
 * copy is dropped the moment an admin saves, so a page loaded afresh (or server-rendered) shows
 * the change at once; a visitor already holding the page sees it within 30 s (the office wanted "at
 * once" for the admin who made it, which `viewerPolicy` keeps). Prices shown are never trusted:
 * the server prices every booking itself.
 */
export const CATALOGUE_CACHE: TPublicCache = { maxAge: 30, staleWhileRevalidate: 300 };

/**
 * The policy for this request. A request with cookies (a signed-in viewer: the admin who just
 * saved a service, above all) gets `private, no-cache`: their browser asks every time, and gets
 * the server's fresh copy or a 304, never its own 30-second-old one. The JSON is the same for
 * everyone; `Vary: Cookie` keeps a browser from reusing a copy it stored while signed out.
 */
export function viewerPolicy(policy: TPublicCache, hasCookies: boolean): string {
  if (policy === "revalidate") return cacheControl(policy);
  return hasCookies ? "private, no-cache" : cacheControl(policy);
}

export function cacheControl(policy: TPublicCache) {
  return policy === "revalidate" ? "no-cache" : `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/** A weak tag: the same JSON is the same resource whichever encoding carries it. */
export function entityTag(body: string | Buffer) {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly, and `*` matches any current representation. */
export function noneMatch(header: string | undefined, tag: string) {
  if (!header) return false;
  const opaque = tag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const given = candidate.trim();
    return given === "*" || given.replace(/^W\//, "") === opaque;
  });
}

/**
 * Registered before @fastify/compress, at the root: this onSend hook sees the serialised JSON
 * (compress's hooks are the routes' own, which run after the instance's), tags it and answers
 * 304 when the browser already holds it.
 */
export const publicCaching = fp(
  async (app) => {
    app.addHook("onSend", async (request, reply, payload) => {
      const policy = reply.routeOptions.config.publicCache;
      if (!policy || (request.method !== "GET" && request.method !== "HEAD") || reply.statusCode !== 200) return payload;
      if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
      // The in-memory cache hands over the tag it computed when it kept the answer (decision 0088).
      const kept = reply.getHeader("etag");
      const tag = typeof kept === "string" ? kept : entityTag(payload);
      reply.header("etag", tag);
      reply.header("cache-control", viewerPolicy(policy, Boolean(request.headers.cookie)));
      if (policy !== "revalidate") reply.header("vary", "Cookie");
      if (!noneMatch(request.headers["if-none-match"], tag)) return payload;
      reply.code(304);
      reply.removeHeader("content-type");
      reply.removeHeader("content-length");
      return "";
    });
  },
  { name: "public-cache" },
);
