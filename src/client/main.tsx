import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from "react-router";
import { AppProviders } from "./app/providers.tsx";
import { queryClient } from "./app/query-client.ts";
import { createRoutes } from "./app/router.tsx";
import { SERVER_STATE_ID } from "./app/ssr-globals.ts";
import type { TServerState } from "./entry-server.tsx";
import { setLocaleSource } from "@/shared/i18n/locale.ts";
import { pageLocale } from "./lib/i18n.ts";
import "./styles.css";

// Decision 0164: in the browser the messages speak the language of the page's address (the
// customer's own pages: the language they chose, lib/i18n.ts).
setLocaleSource(() => pageLocale(window.location.pathname));

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const routes = createRoutes(queryClient);

/**
 * A page the server rendered (decision 0087) is hydrated: the data it was rendered
 * from goes into the query cache first, and the code of the routes it shows is loaded before
 * React takes over, so the first render in the browser is the server's HTML, not a spinner.
 */
async function start(root: HTMLElement) {
  const state = serverState();
  const serverRendered = root.hasChildNodes() && state !== null;
  if (serverRendered) {
    hydrate(queryClient, state.queries);
    await resolveLazyRoutes(routes);
  }
  const router = createBrowserRouter(routes, serverRendered ? { hydrationData: { loaderData: state.loaderData } } : {});
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <MarkStarted />
      </AppProviders>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a phone stays responsive while the page comes alive
  // (Total Blocking Time). The server's HTML is on screen meanwhile.
  if (serverRendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

/**
 * `<html data-ready="true">` once React has taken the page's frame over: a server-rendered page
 * is on screen before that, and its buttons answer only from then on. The parts marked
 * `HydrateApart` (decision 0192) come alive after it, each in its own time; a tap or a key press
 * in one that has not yet hydrates it at once and is handed to it, but a hover or a focus there
 * may wait a moment. The end-to-end tests wait for it after loading a page (e2e/fixtures.ts).
 */
function MarkStarted() {
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
  return null;
}

function serverState(): TServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as TServerState) : null;
}

/** React Router's way to hydrate lazy routes: load the matched ones' code before the router starts. */
async function resolveLazyRoutes(tree: RouteObject[]) {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

void start(container);
