import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount } from "../src/server/auth/accounts.ts";
import { heroBanners, services } from "../src/server/db/schema.ts";
import { seedDemoData } from "../src/server/db/seed.ts";
import { AFTER_PAINT_LOADER, fillTemplate, inlineStylesheets, preloadImageLink, preloads, scriptsAfterPaint } from "../src/server/http/ssr.ts";
import { render } from "../src/client/entry-server.tsx";
import { SERVER_STATE_ID } from "../src/client/app/ssr-globals.ts";
import { SERVICES_CATALOGUE_PAGE } from "../src/client/features/catalogue/catalogue-pages.ts";
import type { TPublicService } from "../src/shared/schemas/catalogue.ts";
import { createTestApp, PASSWORD, PUBLIC_URL, type TTestApp } from "./setup/test-app.ts";

// Decision 0087: /, /services and /services/:id rendered on the server with the
// client's own code, inside the built index.html; sitemap.xml and robots.txt.

const clientDir = mkdtempSync(path.join(tmpdir(), "homefix-pages-"));
const MANIFEST = {
  "src/client/main.tsx": { file: "assets/index-abc.js", isEntry: true, imports: ["_vendor.js"] },
  "_vendor.js": { file: "assets/vendor-abc.js" },
  "src/client/app/layouts/public-layout.tsx": { file: "assets/public-layout-abc.js", imports: ["_vendor.js", "_card.js"] },
  "src/client/app/routes/landing-page.tsx": { file: "assets/landing-page-abc.js", imports: ["_card.js"] },
  "src/client/app/routes/services-page.tsx": { file: "assets/services-page-abc.js", imports: ["_card.js"] },
  "_card.js": { file: "assets/card-abc.js" },
};

let t: TTestApp;
let demo: TPublicService[];

beforeAll(async () => {
  // The repository's own index.html is the template the build starts from.
  writeFileSync(path.join(clientDir, "index.html"), readFileSync("index.html", "utf8"));
  mkdirSync(path.join(clientDir, ".vite"));
  writeFileSync(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  t = await createTestApp({}, { clientDir, renderPage: render });
  await seedDemoData(t.database.db, (input) =>
    createVerifiedAccount(t.app.auth, t.database.db, { email: input.email, password: PASSWORD, name: input.name, role: input.role }),
  );
  demo = ((await t.request({ method: "GET", url: "/api/services?limit=100" })).json() as { services: TPublicService[] }).services;
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await t.request({ method: "GET", url, headers: { accept: "text/html" } });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};
const serverState = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1] ?? "") as { queries: { queries: { queryKey: unknown[] }[] } }) : null;
};
const rootHtml = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? "";

describe("the landing page", () => {
  it("holds the hero, the phone, the hours and the catalogue's first page before any script runs", async () => {
    const { status, html, headers } = await page("/");
    expect(status).toBe(200);
    expect(headers["content-type"]).toMatch(/text\/html/);
    expect(headers["cache-control"]).toBe("no-cache");
    const [banner] = await t.database.db.select().from(heroBanners).where(eq(heroBanners.is_active, true)).orderBy(heroBanners.order_index).limit(1);
    const root = rootHtml(html);
    expect(root).toContain(banner?.title.replace(/'/g, "&#x27;"));
    expect(root).toContain("(407) 555-0142");
    expect(root).toContain("Mon-Fri");
    // The first page of the default catalogue: 12 cards, the first one by name.
    expect(root).toContain(demo[0]?.name);
    expect(root.match(/<article/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
  });

  it("sends the data it was rendered from, so the browser does not ask again", async () => {
    const state = serverState((await page("/")).html);
    const keys = state?.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(["website", "hero", "en"]),
        JSON.stringify(["settings", "public"]),
        expect.stringContaining('["services","pages"'),
      ]),
    );
  });

  it("has its head: title, description, canonical, LocalBusiness data, the hero image preloaded first, the route's code preloaded", async () => {
    const { html } = await page("/");
    expect(html).toContain("<title>HomeFix · Home Repair &amp; Handyman Services in Central Florida</title>");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(html).toMatch(
      /<script type="application\/ld\+json" id="local-business-jsonld">\{"@context":"https:\/\/schema.org","@type":"HomeAndConstructionBusiness"/,
    );
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high"/);
    // Also as a Link header: asked for as soon as the headers arrive.
    const href = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1] ?? "-";
    expect((await t.request({ method: "GET", url: "/", headers: { accept: "text/html" } })).headers.link).toBe(
      `<${href}>; rel=preload; as=image; fetchpriority=high`,
    );
    // First in the head, ahead of the styles and scripts.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf("<title>"));
    // Decision 0095: the code is loaded once the page is painted, by the one inline script,
    // which names the entry and the layout's and the landing page's own chunks (not what they
    // import, not the entry's); nothing in the head asks for a script.
    const loader = /<script data-entry="([^"]*)" data-preloads="([^"]*)">([\s\S]*?)<\/script>\s*<\/body>/.exec(html);
    expect(loader?.[1]).toBe("/src/client/main.tsx");
    expect(loader?.[2]?.split(" ")).toEqual(["/assets/public-layout-abc.js", "/assets/landing-page-abc.js"]);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The CSP allows that script by the hash of exactly its text, and no other inline script.
    const csp = (await t.request({ method: "GET", url: "/", headers: { accept: "text/html" } })).headers["content-security-policy"];
    const hash = `'sha256-${createHash("sha256")
      .update(loader?.[3] ?? "-")
      .digest("base64")}'`;
    expect(csp).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, "\\$&")};`));
    expect(html).not.toContain("services-page-abc.js");
  });

  it("renders a search from the address", async () => {
    const { html } = await page("/services?q=faucet");
    const root = rootHtml(html);
    expect(root).toContain("Faucet");
    expect(root).not.toContain(demo.find((service) => !/faucet/i.test(`${service.name} ${service.description} ${service.category}`))?.name ?? "-");
  });
});

describe("the visitor's session", () => {
  type TQuery = { queryKey: unknown[]; state: { data: unknown } };
  const meIn = (html: string) =>
    (serverState(html)?.queries.queries as TQuery[] | undefined)?.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(["me"]));

  it("without a session cookie, the page says signed out, so the browser needs no session check", async () => {
    expect(meIn((await page("/")).html)).toMatchObject({ state: { data: null } });
  });

  it("with a session cookie, the page leaves the session to the browser: the HTML is the same for everyone", async () => {
    const { cookie } = await t.signedIn("customer");
    const response = await t.request({ method: "GET", url: "/", headers: { accept: "text/html" }, cookie });
    expect(response.statusCode).toBe(200);
    expect(meIn(response.body)).toBeUndefined();
    expect(rootHtml(response.body)).not.toContain("customer@");
  });
});

describe("the customer's dashboard and My Bookings, drawn as their frame for a session (decision 0187)", () => {
  const framed = async (url: string, cookie: string) => {
    const response = await t.request({ method: "GET", url, headers: { accept: "text/html" }, cookie });
    return { status: response.statusCode, html: response.body, headers: response.headers };
  };

  it("/dashboard: the header, the navigation and the page's outline before any script runs; nothing of the visitor's; kept by no shared cache", async () => {
    const { cookie } = await t.signedIn("customer");
    const { status, html, headers } = await framed("/dashboard", cookie);
    expect(status).toBe(200);
    expect(headers["cache-control"]).toBe("private, no-cache");
    expect(headers.vary).toMatch(/cookie/i);
    expect(html).toMatch(/<html lang="en-US"/);
    expect(html).toContain("<title>Dashboard · HomeFix</title>");
    const root = rootHtml(html);
    expect(root).toContain('<nav aria-label="Dashboard"');
    expect(root).toContain(">My Bookings</a>");
    expect(root).toMatch(/role="status" aria-label="Loading your dashboard/);
    expect(root).not.toContain("customer@");
    // Whole and in order: no boundary left to an inline script, which the CSP would refuse.
    expect(root).not.toMatch(/<script|<template|<!--\$\?-->/);
    // The session stays the browser's to ask for, and the route's code is fetched with the page.
    expect(JSON.stringify(serverState(html))).not.toContain('"me"');
    expect(html).not.toContain('rel="alternate"');
  });

  it("/dashboard/bookings: My Bookings' heading and its outline", async () => {
    const { cookie } = await t.signedIn("customer");
    const { status, html } = await framed("/dashboard/bookings", cookie);
    expect(status).toBe(200);
    expect(html).toContain("<title>My Bookings · HomeFix</title>");
    expect(rootHtml(html)).toMatch(/<h1[^>]*>My Bookings<\/h1>/);
  });

  it("in the language the visitor chose: Spanish with the switch's cookie", async () => {
    const { cookie } = await t.signedIn("customer");
    const { html } = await framed("/dashboard/bookings", `${cookie}; homefix_locale=es`);
    expect(html).toMatch(/<html lang="es-US"/);
    expect(rootHtml(html)).toMatch(/<h1[^>]*>Mis reservas<\/h1>/);
  });

  it("without a session: the client's shell, which sends the visitor to sign in", async () => {
    const { status, html } = await page("/dashboard");
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(serverState(html)).toBeNull();
  });
});

describe("the services page and a service's page", () => {
  it("/services: its title, description and canonical link, and 24 cards", async () => {
    const { status, html } = await page("/services");
    expect(status).toBe(200);
    expect(html).toContain("<title>Services · HomeFix</title>");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/services" />`);
    expect(html).toMatch(/<meta\s+name="description"\s+content="Browse HomeFix services in Central Florida/);
    expect(rootHtml(html)).toContain("Our Services");
    expect(html).toContain("services-page-abc.js");
  });

  it("/services: each card is a part React hydrates on its own, so a tap on one hydrates it first (decision 0192)", async () => {
    const root = rootHtml((await page("/services")).html);
    // React writes a boundary that rendered whole as <!--$-->…<!--/$-->: one around each card.
    const cards = root.match(/<li[^>]*>\s*<!--\$-->/g) ?? [];
    expect(cards.length).toBe(Math.min(demo.length, SERVICES_CATALOGUE_PAGE));
    expect(cards.length).toBeGreaterThan(1);
    expect(root).not.toContain("<!--$?-->");
  });

  it("/services: a card's repeated icons are drawn by the stylesheet, not an SVG element each", async () => {
    const root = rootHtml((await page("/services")).html);
    const guarantees = [...root.matchAll(/<ul aria-label="Guarantees"[^>]*>(.*?)<\/ul>/gs)].map((match) => match[1]!);
    expect(guarantees.length).toBeGreaterThan(1);
    for (const list of guarantees) {
      expect(list).not.toContain("<svg");
      expect(list).toContain('class="icon-shield-check');
    }
    // Each rating is one element masked by the stylesheet's star, its image not written into the page.
    expect(root).toContain("mask-stars");
    expect(root).not.toContain("mask-image:url(");
  });

  it("/services preloads the first card's image, its largest paint on a phone", async () => {
    const { html } = await page("/services");
    const preloaded = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high"/.exec(html)?.[1];
    const firstCardImage = /<article[\s\S]*?<img[^>]*?src="([^"]+)"/.exec(rootHtml(html))?.[1];
    expect(firstCardImage).toBeDefined();
    expect(preloaded).toBe(firstCardImage);
  });

  it("/services/:id: the service's own title, description, canonical link and Service data with its offer", async () => {
    const service = demo.find((item) => item.pricing_type === "hourly") ?? demo[0];
    if (!service) throw new Error("no demo service");
    const { status, html } = await page(`/services/${service.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${service.name.replace(/&/g, "&amp;")} · HomeFix</title>`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/services/${service.id}" />`);
    const jsonLd = /<script type="application\/ld\+json" id="service-jsonld">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(jsonLd ?? "{}") as Record<string, unknown>;
    expect(data).toMatchObject({
      "@type": "Service",
      name: service.name,
      url: `${PUBLIC_URL}/services/${service.id}`,
      offers: { "@type": "Offer", price: (service.base_price / 100).toFixed(2), priceCurrency: "USD" },
    });
    expect(rootHtml(html)).toContain(`<h1 class="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">${service.name.replace(/&/g, "&amp;")}</h1>`);
  });

  it("an unknown, malformed or retired service is a 404 page, not an error", async () => {
    expect((await page("/services/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await page("/services/not-an-id")).status).toBe(404);
    const retired = demo[1];
    if (!retired) throw new Error("no demo service");
    await t.database.db.update(services).set({ is_active: false }).where(eq(services.id, retired.id));
    try {
      // Retired straight in the database: the catalogue cache hears of it through the
      // database's notification (decision 0088), a moment later.
      await expect.poll(async () => (await page(`/services/${retired.id}`)).status).toBe(404);
      const { html } = await page(`/services/${retired.id}`);
      // The browser renders the not-found state: the page is the client's shell.
      expect(html).toContain('<div id="root"></div>');
    } finally {
      await t.database.db.update(services).set({ is_active: true }).where(eq(services.id, retired.id));
    }
  });

  it("a failing renderer falls back to the client-rendered page", async () => {
    const failing = await createTestApp(
      {},
      {
        clientDir,
        renderPage: () => Promise.reject(new Error("boom")),
      },
    );
    try {
      const response = await failing.request({ method: "GET", url: "/services" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await failing.close();
    }
  });
});

describe("the public pages in Spanish (decision 0164)", () => {
  const languageLinks = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((match) => `${match[1]} ${match[2]}`);

  it("/es is the landing page in Spanish: lang, title, the header and footer in Spanish, hreflang and canonical both ways", async () => {
    const { status, html } = await page("/es");
    expect(status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="es-US">/i);
    expect(html).toContain("<title>HomeFix · Reparaciones del hogar y handyman en la Florida Central</title>");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/es" />`);
    expect(languageLinks(html)).toEqual([`en-US ${PUBLIC_URL}/`, `es-US ${PUBLIC_URL}/es`, `x-default ${PUBLIC_URL}/`]);
    const root = rootHtml(html);
    expect(root).toContain("Iniciar sesión");
    expect(root).toContain("Enlaces rápidos");
    expect(root).not.toContain("Quick Links");
    // The switch leads back to the same page in English, named in English.
    expect(root).toMatch(/<a [^>]*href="\/"[^>]*lang="en"[^>]*hrefLang="en"|<a [^>]*lang="en"[^>]*hrefLang="en"[^>]*href="\/"/);
    // The English page names its Spanish twin, and stays English.
    const english = await page("/");
    expect(english.html).toMatch(/<html lang="en-US">/);
    expect(languageLinks(english.html)).toEqual([`en-US ${PUBLIC_URL}/`, `es-US ${PUBLIC_URL}/es`, `x-default ${PUBLIC_URL}/`]);
    expect(rootHtml(english.html)).toContain("Quick Links");
  });

  it("/es/services is the catalogue in Spanish, with its own canonical and both versions named", async () => {
    const { status, html } = await page("/es/services");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain("<title>Servicios · HomeFix</title>");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/es/services" />`);
    expect(languageLinks(html)).toEqual([`en-US ${PUBLIC_URL}/services`, `es-US ${PUBLIC_URL}/es/services`, `x-default ${PUBLIC_URL}/services`]);
    const root = rootHtml(html);
    expect(root).toContain("Nuestros servicios");
    // The services in the business's Spanish (decision 0177).
    const [first] = ((await t.request({ method: "GET", url: "/api/services?limit=100&locale=es" })).json() as { services: TPublicService[] }).services;
    expect(first?.name).not.toBe(demo[0]?.name);
    expect(root).toContain(first?.name);
    // The two languages are kept apart: the English page rendered after it is English.
    expect(rootHtml((await page("/services")).html)).toContain("Our Services");
  });

  it("a service's page in Spanish names its English twin", async () => {
    const service = demo[0];
    const { status, html } = await page(`/es/services/${service?.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/es/services/${service?.id}" />`);
    expect(languageLinks(html)).toContain(`en-US ${PUBLIC_URL}/services/${service?.id}`);
  });

  it("two requests in flight at once each speak their own language", async () => {
    const pages = await Promise.all(["/es/services?q=a", "/services?q=a", "/es?x=1", "/?x=1"].map((url) => page(url)));
    expect(pages.map(({ html }) => /<html lang="([^"]+)"/.exec(html)?.[1])).toEqual(["es-US", "en-US", "es-US", "en-US"]);
    expect(rootHtml(pages[0]?.html ?? "")).toContain("Nuestros servicios");
    expect(rootHtml(pages[1]?.html ?? "")).toContain("Our Services");
  });

  it("an unknown language prefix is not a Spanish page: the English shell, whose router shows its not-found page", async () => {
    const { html } = await page("/fr/services");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists home, services and every active service in English and Spanish, with the public origin", async () => {
    const response = await t.request({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const english = [`${PUBLIC_URL}/`, `${PUBLIC_URL}/services`, ...demo.map((service) => `${PUBLIC_URL}/services/${service.id}`)];
    const spanish = [`${PUBLIC_URL}/es`, `${PUBLIC_URL}/es/services`, ...demo.map((service) => `${PUBLIC_URL}/es/services/${service.id}`)];
    expect(locations).toEqual(expect.arrayContaining([...english, ...spanish]));
    expect(locations).toHaveLength(2 * (demo.length + 2));
    // Each version names both, as Google reads hreflang in a sitemap.
    const services = /<url><loc>[^<]+\/es\/services<\/loc>(.*?)<\/url>/.exec(response.body)?.[1] ?? "";
    expect(services).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${PUBLIC_URL}/services"/>`);
    expect(services).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${PUBLIC_URL}/es/services"/>`);
    expect(services).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/services"/>`);
  });

  it("robots.txt allows the public pages, keeps crawlers out of the signed-in areas and names the sitemap", async () => {
    const response = await t.request({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Allow: /\n");
    for (const path of ["/admin", "/technician", "/dashboard", "/api/"]) expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe("fillTemplate and preloads", () => {
  it("escapes what it writes into the head, and no JSON can close its script", () => {
    const html = fillTemplate(
      `<html><head><title>x</title>\n<meta name="description" content="x" /></head><body><div id="root"></div></body></html>`,
      {
        kind: "page",
        status: 200,
        html: "<p>hi</p>",
        modules: [],
        state: { queries: { mutations: [], queries: [] }, loaderData: { note: "</script><script>alert(1)</script>" } },
        head: {
          lang: "en-US",
          alternates: [],
          title: 'A "quoted" <b>',
          description: "<desc>",
          canonical: "https://x.test/",
          jsonLd: [{ id: "j", data: { name: "</script>" } }],
        },
      },
      [],
    );
    expect(html).toContain("<title>A &quot;quoted&quot; &lt;b&gt;</title>");
    expect(html).toContain('content="&lt;desc&gt;"');
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain('{"name":"\\u003c/script>"}');
  });

  it("writes text as it is: no $ pattern in it is expanded (decision 0110)", () => {
    const text = "$` $' $& $1 $$";
    const html = fillTemplate(
      `<html><head><title>x</title>\n<meta name="description" content="x" /><meta name="viewport" content="x"></head><body><div id="root"></div></body></html>`,
      {
        kind: "page",
        status: 200,
        html: `<p>${text}</p>`,
        modules: [],
        state: { queries: { mutations: [], queries: [] }, loaderData: { note: text } },
        head: {
          lang: "en-US",
          alternates: [],
          title: text,
          description: text,
          canonical: "https://x.test/",
          jsonLd: [{ id: "j", data: { name: text } }],
          preloadImage: { href: `/uploads/${text}.jpg` },
        },
      },
      [],
    );
    const escaped = "$` $' $&amp; $1 $$";
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`content="${escaped}"`);
    expect(html).toContain(`<p>${text}</p>`);
    expect(html).toContain(`{"name":"${text}"}`);
    expect(html).toContain(`"note":"${text}"`);
    expect(html).toContain(`href="/uploads/${escaped}.jpg"`);
  });

  it("writes the built stylesheet into the page, and keeps one that could close <style> linked", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "homefix-css-"));
    try {
      mkdirSync(path.join(dir, "assets"));
      writeFileSync(path.join(dir, "assets", "index-abc.css"), "body{color:red}");
      writeFileSync(path.join(dir, "assets", "odd-abc.css"), 'a::after{content:"</style>"}');
      const html = inlineStylesheets(
        '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="stylesheet" crossorigin href="/assets/odd-abc.css"></head>',
        dir,
      );
      expect(html).toBe('<head><style>body{color:red}</style><link rel="stylesheet" crossorigin href="/assets/odd-abc.css"></head>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes an image preload as a Link header, its srcset and sizes quoted", () => {
    expect(
      preloadImageLink({ href: "/uploads/a b.jpg", srcset: "/uploads/a-400.webp 400w, /uploads/a-800.webp 800w", sizes: "100vw", type: "image/webp" }),
    ).toBe(
      '</uploads/a%20b.jpg>; rel=preload; as=image; fetchpriority=high; imagesrcset="/uploads/a-400.webp 400w, /uploads/a-800.webp 800w"; imagesizes="100vw"; type="image/webp"',
    );
  });

  it("keeps a Link header to visible ASCII, whatever an image's name holds", () => {
    const link = preloadImageLink({ href: "/uploads/é\r\nx.jpg", srcset: '/a.webp 400w,\r\n"b', sizes: "100vw" });
    expect(link).toMatch(/^[\x20-\x7e]+$/);
    expect(link).toContain("</uploads/%C3%A9%0D%0Ax.jpg>");
  });

  it("asks for the scripts of a rendered page once it is painted: the entry and its preloads go to the loader", () => {
    const built =
      '<head>\n<script type="module" crossorigin src="/assets/i.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/a.js">\n<link rel="modulepreload" crossorigin href="/assets/b.js">\n</head><body><div id="root"></div></body>';
    expect(scriptsAfterPaint(built)).toBe(
      `<head>\n</head><body><div id="root"></div>  <script data-entry="/assets/i.js" data-preloads="/assets/a.js /assets/b.js">${AFTER_PAINT_LOADER}</script>\n  </body>`,
    );
    // A template without an entry (nothing to load) is left as it is.
    expect(scriptsAfterPaint("<head></head><body></body>")).toBe("<head></head><body></body>");
  });

  it("names each route's own chunk once, and never the entry", () => {
    expect(
      preloads(MANIFEST, [
        "src/client/app/routes/landing-page.tsx",
        "src/client/app/layouts/public-layout.tsx",
        "src/client/app/routes/landing-page.tsx",
        "src/client/main.tsx",
      ]),
    ).toEqual(["assets/landing-page-abc.js", "assets/public-layout-abc.js"]);
  });
});
