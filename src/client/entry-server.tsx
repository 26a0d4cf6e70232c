import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { dehydrate, QueryClient, type DehydratedState, type InfiniteData } from "@tanstack/react-query";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { TPublicService, TReviewList, TServiceList } from "@/shared/schemas/catalogue.ts";
import type { TPublicSettings } from "@/shared/schemas/settings.ts";
import { reviewsQueryKeys } from "@/client/features/catalogue/api/get-service-reviews.ts";
import { servicesQueryKeys } from "@/client/features/catalogue/api/get-services.ts";
import { REVIEW_PREVIEW } from "@/client/features/catalogue/catalogue-pages.ts";
import { CARD_IMAGE_SIZES } from "@/client/features/catalogue/components/service-card.tsx";
import { serviceDescription, serviceJsonLd, servicePath } from "@/client/features/catalogue/service-json-ld.ts";
import { heroQueryKeys, type THeroBannerList } from "@/client/features/marketing/api/get-hero-banners.ts";
import { localBusinessJsonLd } from "@/client/features/marketing/local-business.ts";
import { setApiTransport } from "@/client/lib/api-client.ts";
import { meQueryKey } from "@/client/lib/auth/me.ts";
import { publicSettingsQueryOptions } from "@/client/lib/settings/public-settings.ts";
import { BASE_LOCALE, currentLocale, INTL_LOCALE, LOCALES, localeFromPath, localizedPath, unlocalizedPath, type TLocale } from "@/shared/i18n/locale.ts";
import { withLocale } from "@/shared/i18n/locale-scope.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { pageTitle } from "@/client/lib/use-page-title.ts";
import { AppProviders } from "./app/providers.tsx";
import { createRoutes } from "./app/router.tsx";

/** What the server puts in the page's head: the same words the page sets in the browser. */
export type TPageHead = {
  /** The page's language, as `<html lang>` names it ("en-US", "es-US"). */
  lang: string;
  /** The same page in every language (`hreflang`), and `x-default` for a visitor of any other. */
  alternates: { hreflang: string; href: string }[];
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  jsonLd: { id: string; data: Record<string, unknown> }[];
  /** The largest paint's image, fetched first (`fetchpriority="high"`). */
  preloadImage?: { href: string; srcset?: string; sizes?: string; type?: string };
};

export type TRenderResult =
  | { kind: "redirect"; status: number; location: string }
  /** Nothing to render here (an unknown service): the client-rendered page, with this status. */
  | { kind: "shell"; status: number }
  | {
      kind: "page";
      status: number;
      html: string;
      /** The query cache and the router's loader data, for the browser to start from. */
      state: TServerState;
      head: TPageHead;
      /** The source modules of the routes shown (their `handle.module`), for the server to preload. */
      modules: string[];
    };

export type TServerState = { queries: DehydratedState; loaderData: Record<string, unknown> };

export type TRenderOptions = {
  /** Answers the app's own API requests (the server passes one that calls itself in process). */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** The site's public origin, for canonical links and structured data. */
  origin: string;
  /**
   * The request carries no session cookie: the visitor is signed out. The page is rendered so,
   * and the browser needs no session check after hydration (nor the render that follows it).
   */
  signedOut?: boolean;
  /**
   * The language of a page whose address has none (the customer's dashboard: the visitor's
   * chosen one, from the cookie); by default the path's.
   */
  locale?: TLocale;
};

/**
 * Decision 0087: a public page rendered on the server with React Router's data
 * router (`createStaticHandler`, `StaticRouterProvider`). The route loaders fill a query cache
 * made for this request; the page is rendered from it, and the cache goes to the browser with
 * the HTML, so hydration asks for nothing the server already sent.
 */
export function render(request: Request, options: TRenderOptions): Promise<TRenderResult> {
  // Decision 0164: the messages speak the path's language for everything this request renders.
  return withLocale(options.locale ?? localeFromPath(new URL(request.url).pathname), () => renderPage(request, options));
}

async function renderPage(request: Request, { fetchApi, origin, signedOut = false }: TRenderOptions): Promise<TRenderResult> {
  setApiTransport(fetchApi);
  // On the server a failed request is not retried: the browser will try again when it takes over.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  if (signedOut) queryClient.setQueryData(meQueryKey, null);
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("location") ?? "/" };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* The hydration data travels in the page's JSON block (the CSP allows no inline script). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // A Suspense boundary's content above this size is written after the page, finished by an
    // inline script (for streaming), which the CSP refuses: a prerendered page is whole, in order.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();

  const url = new URL(request.url);
  const page = pageHead(url, queryClient, origin);
  // The browser renders the not-found state itself: the server's cache holds no error to hydrate.
  if (page.missing) return { kind: "shell", status: 404 };
  return {
    kind: "page",
    status: context.statusCode,
    html,
    state: { queries: dehydrate(queryClient), loaderData: context.loaderData },
    head: page.head,
    modules: context.matches.flatMap((match) => routeModule(match.route.handle)),
  };
}

function pageHead(url: URL, queryClient: QueryClient, origin: string): { head: TPageHead; missing: boolean } {
  const { head, missing } = pageContent(unlocalizedPath(url.pathname), queryClient, origin, localeFromPath(url.pathname));
  return { missing, head: { ...head, lang: INTL_LOCALE[currentLocale()] } };
}

/** The customer's own pages the server draws the frame of: their titles, as the pages set them. */
const SIGNED_IN_TITLES: Record<string, () => string> = {
  "/dashboard": () => m.dash_page_title(),
  "/dashboard/bookings": () => m.mybookings_title(),
};

/** The page's links in every language: its canonical in its own, the others as its alternates. */
function languageLinks(origin: string, path: string, locale: TLocale): Pick<TPageHead, "canonical" | "alternates"> {
  return {
    canonical: `${origin}${localizedPath(path, locale)}`,
    alternates: [
      ...LOCALES.map((each) => ({ hreflang: INTL_LOCALE[each], href: `${origin}${localizedPath(path, each)}` })),
      { hreflang: "x-default", href: `${origin}${localizedPath(path, BASE_LOCALE)}` },
    ],
  };
}

function pageContent(path: string, queryClient: QueryClient, origin: string, locale: TLocale): { head: Omit<TPageHead, "lang">; missing: boolean } {
  const signedInTitle = SIGNED_IN_TITLES[path];
  // A page of one's own: one address, in the language chosen, and nothing for search engines.
  if (signedInTitle)
    return {
      missing: false,
      head: { title: pageTitle(signedInTitle()), description: m.meta_default_description(), canonical: `${origin}${path}`, alternates: [], jsonLd: [] },
    };

  const settings = queryClient.getQueryData<TPublicSettings>(publicSettingsQueryOptions.queryKey);
  const service = /^\/services\/([^/]+)\/?$/.exec(path);

  if (service) {
    const id = decodeURIComponent(service[1] ?? "");
    const data = queryClient.getQueryData<TPublicService>(servicesQueryKeys.detail(id));
    if (!data)
      return {
        missing: true,
        head: {
          title: pageTitle(m.meta_service_not_found()),
          description: m.meta_default_description(),
          ...languageLinks(origin, "/services", locale),
          jsonLd: [],
        },
      };
    const reviews = queryClient.getQueryData<TReviewList>(reviewsQueryKeys.preview(id, REVIEW_PREVIEW));
    const image = data.image_url ? { href: data.image_url, srcset: data.media[data.image_url]?.webp, sizes: "(min-width: 48rem) 45rem, 100vw" } : undefined;
    return {
      missing: false,
      head: {
        title: pageTitle(data.name),
        description: serviceDescription(data),
        ...languageLinks(origin, servicePath(data), locale),
        jsonLd: settings ? [{ id: "service-jsonld", data: serviceJsonLd(data, settings, origin, reviews) }] : [],
        preloadImage: image && withWebp(image),
      },
    };
  }

  if (path.replace(/\/$/, "") === "/services") {
    // The first card's image is the page's largest paint on a phone.
    const [[, pages] = []] = queryClient.getQueriesData<InfiniteData<TServiceList>>({ queryKey: [...servicesQueryKeys.all, "pages"] });
    const first = pages?.pages[0]?.services[0];
    const image = first?.image_url ? { href: first.image_url, srcset: first.media[first.image_url]?.webp, sizes: CARD_IMAGE_SIZES } : undefined;
    return {
      missing: false,
      head: {
        title: pageTitle(m.meta_services_title()),
        description: m.meta_services_description(),
        ...languageLinks(origin, "/services", locale),
        jsonLd: [],
        preloadImage: image && withWebp(image),
      },
    };
  }

  const banner = queryClient.getQueryData<THeroBannerList>(heroQueryKeys.inLocale())?.banners[0];
  const heroImage = banner?.media_type !== "video" && banner?.image_url ? banner.image_url : null;
  return {
    missing: false,
    head: {
      title: pageTitle(),
      description: m.meta_default_description(),
      ...languageLinks(origin, "/", locale),
      jsonLd: settings ? [{ id: "local-business-jsonld", data: localBusinessJsonLd(settings, origin) }] : [],
      preloadImage: heroImage ? withWebp({ href: heroImage, srcset: banner?.media[heroImage]?.webp, sizes: "100vw" }) : undefined,
    },
  };
}

function withWebp(image: { href: string; srcset?: string; sizes: string }): TPageHead["preloadImage"] {
  return image.srcset ? { ...image, type: "image/webp" } : { href: image.href };
}

function routeModule(handle: unknown): string[] {
  return typeof handle === "object" && handle !== null && "module" in handle && typeof handle.module === "string" ? [handle.module] : [];
}
