import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getSessionCookie } from "better-auth/cookies";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TPageHead, TRenderOptions, TRenderResult } from "../../client/entry-server.tsx";
import { SERVER_STATE_ID } from "../../client/app/ssr-globals.ts";
import { localeFromCookieHeader } from "../../shared/i18n/locale.ts";
import { sendPage, type TPageCache } from "./page-cache.ts";

/** The client's server renderer (src/client/entry-server.tsx, built by `vite build --ssr`). */
export type TPageRenderer = (request: Request, options: TRenderOptions) => Promise<TRenderResult>;

/**
 * The built renderer, when `npm run build` made one; without it the public pages stay
 * client-rendered. Only the file's presence is checked here: importing the bundle (React, the
 * router, every public route) took about a third of the start, and serving waited for it. It is
 * imported once, on the first page that needs it or when `preload` is called after listen,
 * whichever comes first; a page asked for meanwhile waits for that same import and is rendered
 * as any later one.
 */
export function loadPageRenderer(ssrDir: string): (TPageRenderer & { preload: () => Promise<unknown> }) | null {
  const entry = path.resolve(ssrDir, "entry-server.js");
  if (!existsSync(entry)) return null;
  let loading: Promise<TPageRenderer> | null = null;
  const load = () => (loading ??= import(pathToFileURL(entry).href).then((module: { render: TPageRenderer }) => module.render));
  const render: TPageRenderer = async (request, options) => (await load())(request, options);
  return Object.assign(render, { preload: load });
}

/** The public pages the server renders, in English and under /es in Spanish (decision 0164); everything else is the client's shell. */
export const SERVER_RENDERED_PATHS = ["/", "/services", "/services/:id", "/es", "/es/services", "/es/services/:id"] as const;

/**
 * Decision 0187: the customer's dashboard and My Bookings, rendered as their frame (header,
 * navigation, the page's outline in skeletons) for a request that carries a session, so the
 * frame paints before the app's code has run; the data comes after, in the browser. The frame
 * holds nothing of the visitor's, in the language they chose (the switch's cookie), as the
 * browser draws it. A request without a session gets the client's shell, which sends it to sign-in.
 */
export const SIGNED_IN_FRAME_PATHS = ["/dashboard", "/dashboard/bookings"] as const;

type TManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type TManifest = Record<string, TManifestChunk>;

type TPublicPagesOptions = {
  clientDir: string;
  render: TPageRenderer;
  /** The site's public origin: canonical links and structured data name it. */
  origin: string;
  /** Signed-out visitors' pages kept in memory (decision 0094). */
  pages: TPageCache;
};

/**
 * Decision 0087: `/`, `/services` and `/services/:id` answered with their HTML
 * already rendered (React Router's static handler, src/client/entry-server.tsx) inside the
 * built index.html: the page's head, its content, the data it was rendered from, and
 * `modulepreload` links for the code of the routes it shows, so the browser fetches that code
 * at once instead of one lazy module after another. A render that fails falls back to the
 * client-rendered shell: the page still works, only later.
 */
export async function publicPages(app: FastifyInstance, { clientDir, render, origin, pages }: TPublicPagesOptions) {
  const template = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const pageTemplate = scriptsAfterPaint(inlineStylesheets(template, clientDir));
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  const manifest: TManifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as TManifest) : {};

  // The renderer's API calls are answered by this app in process: the same routes, rules and
  // caches as the browser's requests, without a network hop.
  const fetchApi: TRenderOptions["fetchApi"] = async (url, init) => {
    const response = await app.inject({ method: "GET", url, headers: { accept: "application/json" }, signal: init.signal ?? undefined });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) if (typeof value === "string") headers.set(name, value);
    return new Response(response.statusCode === 304 || response.statusCode === 204 ? null : response.payload, { status: response.statusCode, headers });
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, origin);
    const signedOut = getSessionCookie(new Headers({ cookie: request.headers.cookie ?? "" })) === null;
    const frame = (SIGNED_IN_FRAME_PATHS as readonly string[]).includes(url.pathname);
    if (frame && signedOut) return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(template);
    // Decision 0094: the same page for every signed-out visitor. Only addresses without a query
    // are kept: a search's answers are as many as its words, and each kept page costs a
    // compression at the highest level.
    const key = signedOut && url.search === "" ? url.pathname : null;
    const kept = key === null ? undefined : pages.get(key);
    if (kept) return sendPage(request, reply, kept);
    const startedAt = pages.generation();
    let result: TRenderResult;
    try {
      const locale = frame ? localeFromCookieHeader(request.headers.cookie ?? null) : undefined;
      result = await render(new Request(url, { headers: { accept: "text/html" } }), { fetchApi, origin, signedOut, locale });
    } catch (error) {
      request.log.error({ err: error }, "server rendering failed: sending the client-rendered page");
      return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(template);
    }
    if (result.kind === "redirect") return reply.redirect(result.location, result.status);
    if (result.kind === "shell") return reply.status(result.status).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(template);
    // The largest paint's image is asked for as soon as the headers arrive, before the HTML is parsed.
    const page = {
      status: result.status,
      html: fillTemplate(pageTemplate, result, preloads(manifest, result.modules)),
      link: result.head.preloadImage ? preloadImageLink(result.head.preloadImage) : null,
    };
    if (key !== null && page.status === 200) {
      pages.keep(key, page, startedAt).catch((error: unknown) => request.log.error({ err: error }, "could not compress a kept page"));
    }
    // A signed-in visitor's page is theirs alone: no shared cache keeps it.
    if (frame) reply.header("vary", "cookie");
    return sendPage(request, reply, { ...page, encoded: {} }, { cacheControl: frame ? "private, no-cache" : "no-cache" });
  };

  for (const route of [...SERVER_RENDERED_PATHS, ...SIGNED_IN_FRAME_PATHS]) app.get(route, { schema: { hide: true } }, answer);
}

/**
 * The built stylesheet written into the page instead of linked: a rendered page paints with
 * no other request than itself (no render-blocking round trip on a slow connection). The one
 * file of Tailwind's output is about 12 KB with brotli; a stylesheet that could close the
 * `<style>` element early stays linked.
 */
export function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (link: string, file: string) => {
    const css = readFileSync(path.join(clientDir, file), "utf8");
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

/**
 * Decision 0095: a rendered page's code is asked for once the page is painted. An
 * inline script (allowed by its hash in the CSP) waits for the browser's first contentful paint,
 * then adds the entry and the chunks to preload, which its own `data-` attributes name. Without it, the
 * browser fetched and ran the code while it was still laying out the page, and on a phone the
 * page and its largest image were painted only after that (LCP 2.2 s; 1.1 s without the code).
 */
export const AFTER_PAINT_LOADER = [
  "(()=>{const d=document.currentScript.dataset;let started=false;",
  // Decision 0097: a button pressed before the app has taken the page over would do nothing. The
  // last one pressed is held and pressed again once the app has started (`<html data-ready>`,
  // src/client/main.tsx); links need nothing, the browser follows them itself. Decision 0159:
  // what the press lands on decides (the nearest link, field, button or `data-press-early`
  // element, such as a catalogue card), and the held control shows it is busy meanwhile
  // (`data-held-press`, styles.css), so a tap on a slow phone answers at once.
  "const root=document.documentElement;let held=null;",
  'const mark=(node,on)=>{node.toggleAttribute("data-held-press",on);if(on)node.setAttribute("aria-busy","true");else node.removeAttribute("aria-busy")};',
  'const hold=(event)=>{const target=event.target instanceof Element?event.target:null;const control=target?.closest("a,input,select,textarea,label,button,[data-press-early],[data-no-card-click]");if(!control||root.dataset.ready||!(control.matches("button")&&!control.disabled||control.matches("[data-press-early]")))return;event.preventDefault();event.stopImmediatePropagation();if(held)mark(held,false);held=control;mark(held,true)};',
  'document.addEventListener("click",hold,true);',
  'new MutationObserver((_,observer)=>{if(!root.dataset.ready)return;observer.disconnect();document.removeEventListener("click",hold,true);if(!held)return;mark(held,false);if(held.isConnected)held.click()}).observe(root,{attributes:true,attributeFilter:["data-ready"]});',
  'const add=(tag,props)=>{const node=Object.assign(document.createElement(tag),props);node.crossOrigin="";document.head.append(node)};',
  'const start=()=>{if(started)return;started=true;for(const href of d.preloads.split(" ").filter(Boolean))add("link",{rel:"modulepreload",href});add("script",{type:"module",src:d.entry})};',
  // The first contentful paint as the browser reports it (after it reached the screen), or the
  // frame after this one where that is not reported; at the latest after 3 s (a hidden tab).
  'if(window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});',
  "else requestAnimationFrame(()=>setTimeout(start));setTimeout(start,3000)})()",
].join("");

/** The loader's hash for the Content-Security-Policy's `script-src`. */
export const AFTER_PAINT_LOADER_HASH = `'sha256-${createHash("sha256").update(AFTER_PAINT_LOADER).digest("base64")}'`;

/**
 * The built template's entry script and module preloads taken out, and the loader written at the
 * end of the body in their place, naming them. A template without an entry is left as it is.
 */
export function scriptsAfterPaint(template: string): string {
  const entry = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) return template;
  const preloaded: string[] = [];
  const rest = template.replace(entry[0], "").replace(/<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g, (_tag: string, href: string) => {
    preloaded.push(href);
    return "";
  });
  const loader = `<script data-entry="${escapeHtml(entry[1] ?? "")}" data-preloads="${escapeHtml(preloaded.join(" "))}">${AFTER_PAINT_LOADER}</script>`;
  return rest.replace("</body>", () => `  ${loader}\n  </body>`);
}

/**
 * The built chunks of the routes shown, each once, less the entry's own (index.html loads it).
 * Only the routes' own chunks: what they import is found when they arrive. Preloading the
 * whole tree (some 50 small files) made them compete with the page's CSS and image on a slow
 * connection, and the first paint, which needs no script, came later (bench/README.md).
 */
export function preloads(manifest: TManifest, modules: string[]): string[] {
  const files = modules.flatMap((module) => {
    const chunk = manifest[module];
    return chunk && !chunk.isEntry ? [chunk.file] : [];
  });
  return [...new Set(files)];
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** JSON inside a <script>: "<" escaped so no string in it can close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The built index.html with the rendered page in it: Vite writes the document (its hashed
 * scripts and styles), React the content, the route its head. Every insertion is a function
 * replacer: a replacement *string* expands `$&`, `` $` ``, `$'` and `$1`, so a review holding
 * 200 × `` $` `` once copied the page into itself 200 times (32 MB). Decision 0110.
 */
export function fillTemplate(template: string, result: Extract<TRenderResult, { kind: "page" }>, modulePreloads: string[]): string {
  const { head } = result;
  const headTags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`),
    ...head.jsonLd.map(({ id, data }) => `<script type="application/ld+json" id="${escapeHtml(id)}">${scriptJson(data)}</script>`),
  ];
  const attribute = (text: string) => (_tag: string, start: string, end: string) => `${start}${escapeHtml(text)}${end}`;
  return (
    template
      .replace(/(<html\s+lang=")[^"]*(")/, attribute(head.lang))
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, attribute(head.description))
      .replace(/(<meta\s+property="og:description"\s+content=")[^"]*(")/, attribute(head.description))
      .replace(/(<meta\s+property="og:title"\s+content=")[^"]*(")/, attribute(head.title))
      // The largest paint's image first in the head, before the styles and scripts, so nothing
      // queues in front of it on a slow connection.
      .replace(/(<meta\s+name="viewport"[^>]*>)/, (viewport: string) => [viewport, ...preloadImageTag(head.preloadImage).map((tag) => `\n    ${tag}`)].join(""))
      .replace("</head>", () => `${headTags.join("\n    ")}\n  </head>`)
      // The routes' own chunks join the entry's preloads, fetched with it once the page is painted.
      .replace(/(<script data-entry="[^"]*" data-preloads=")([^"]*)(")/, (_tag: string, start: string, listed: string, end: string) =>
        [start, [listed, ...modulePreloads.map((file) => escapeHtml(`/${file}`))].filter(Boolean).join(" "), end].join(""),
      )
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${result.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(result.state)}</script>`,
      )
  );
}

/** The same preload as an HTTP `Link` header (RFC 8288; the attributes as HTML's preload link names them). */
export function preloadImageLink(image: NonNullable<TPageHead["preloadImage"]>): string {
  // A header holds visible ASCII only: anything else would fail the whole answer.
  const quoted = (text: string) => `"${text.replace(/[^\x20-\x7e]|["\\]/g, "")}"`;
  const parts = [`<${encodeURI(image.href)}>`, "rel=preload", "as=image", "fetchpriority=high"];
  if (image.srcset) parts.push(`imagesrcset=${quoted(image.srcset)}`, `imagesizes=${quoted(image.sizes ?? "100vw")}`);
  if (image.type) parts.push(`type=${quoted(image.type)}`);
  return parts.join("; ");
}

function preloadImageTag(image: TPageHead["preloadImage"]): string[] {
  if (!image) return [];
  const attributes = [`rel="preload"`, `as="image"`, `href="${escapeHtml(image.href)}"`, `fetchpriority="high"`];
  if (image.srcset) attributes.push(`imagesrcset="${escapeHtml(image.srcset)}"`, `imagesizes="${escapeHtml(image.sizes ?? "100vw")}"`);
  if (image.type) attributes.push(`type="${escapeHtml(image.type)}"`);
  return [`<link ${attributes.join(" ")} />`];
}
