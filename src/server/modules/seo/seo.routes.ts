import type { FastifyPluginAsync } from "fastify";
import { BASE_LOCALE, INTL_LOCALE, LOCALES, localizedPath } from "../../../shared/i18n/locale.ts";
import type { TDb } from "../../db/client.ts";
import { seoRepository } from "./seo.repository.ts";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The areas behind a sign-in, and the API: nothing there for a search engine. */
export const PRIVATE_PATHS = ["/admin", "/technician", "/dashboard", "/auth", "/booking/", "/chat/", "/api/"];

/**
 *: `robots.txt` and `sitemap.xml` name the public pages (home, services, one page
 * per active service) with the site's public origin, so search engines find every service.
 */
export const seoRoutes: FastifyPluginAsync<{ db: TDb; origin: string }> = async (app, { db, origin }) => {
  const seo = seoRepository(db);

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    const lines = ["User-agent: *", "Allow: /", ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""];
    return reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(lines.join("\n"));
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const rows = await seo.activeServices();
    // Decision 0164: each page in every language, each naming its twins (Google's hreflang in
    // sitemaps: every <url> lists all the versions, itself included).
    const href = (path: string, locale: (typeof LOCALES)[number]) => escapeXml(`${origin}${localizedPath(path, locale)}`);
    const entry = (path: string, lastModified?: Date) =>
      LOCALES.map((locale) =>
        [
          `  <url><loc>${href(path, locale)}</loc>`,
          ...LOCALES.map((each) => `<xhtml:link rel="alternate" hreflang="${INTL_LOCALE[each]}" href="${href(path, each)}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${href(path, BASE_LOCALE)}"/>`,
          lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "",
          `</url>`,
        ].join(""),
      ).join("\n");
    const xml = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
      entry("/"),
      entry("/services"),
      ...rows.map((row) => entry(`/services/${row.id}`, row.updated_at)),
      `</urlset>`,
      "",
    ].join("\n");
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=300").send(xml);
  });
};
