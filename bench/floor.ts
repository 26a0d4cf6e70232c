// The framework's floor for `npm run bench:web`: a page that hydrates React 19 and React Router
// with nothing else, built here with the product's own Vite (production mode, minified) and
// served compressed as the product serves its pages. What a page of the product costs beyond
// this is the product's own; the rest no client in React can avoid.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { build } from "vite";

const SOURCE = path.resolve("bench/.results/floor-src");
const OUT = path.resolve("bench/.results/floor");

// One route with a heading and a link, the same in the browser and in the rendering below.
const ROUTES = `[{ path: "/", element: createElement("main", null, createElement("h1", null, "Floor"), createElement(Link, { to: "/" }, "Home")) }]`;

const ENTRY = `import { createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, Link, RouterProvider } from "react-router";
const router = createBrowserRouter(${ROUTES}, { hydrationData: { loaderData: {} } });
startTransition(() => { hydrateRoot(document.getElementById("root"), createElement(RouterProvider, { router })); });
`;

/** The floor's page built, and its HTML with the route already rendered in it. */
export async function buildFloor(): Promise<string> {
  rmSync(SOURCE, { recursive: true, force: true });
  mkdirSync(SOURCE, { recursive: true });
  writeFileSync(path.join(SOURCE, "main.js"), ENTRY);
  writeFileSync(
    path.join(SOURCE, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="The framework's floor"></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>`,
  );
  // React's and React Router's production bundles, as the product's build picks them; the
  // variable is put back, or the product's server started after this would refuse to start
  // without production's secrets.
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ root: SOURCE, configFile: false, logLevel: "warn", mode: "production", build: { outDir: OUT, emptyOutDir: true } });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
  const { Link } = await import("react-router");
  const routes = new Function("createElement", "Link", `return ${ROUTES}`)(createElement, Link) as Parameters<typeof createMemoryRouter>[0];
  const html = renderToString(createElement(RouterProvider, { router: createMemoryRouter(routes) }));
  return readFileSync(path.join(OUT, "index.html"), "utf8").replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}

/** Serves the floor's page at / and its assets, brotli-compressed. */
export async function serveFloor(page: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let body: Buffer;
    let type = "text/html; charset=utf-8";
    if (url.pathname === "/") body = Buffer.from(page);
    else {
      const file = path.join(OUT, path.normalize(url.pathname).replace(/^([/\\])+/, ""));
      if (!file.startsWith(OUT)) return void response.writeHead(404).end();
      try {
        body = readFileSync(file);
      } catch {
        return void response.writeHead(404).end();
      }
      type = file.endsWith(".js") ? "text/javascript" : file.endsWith(".css") ? "text/css" : "application/octet-stream";
    }
    response.writeHead(200, { "content-type": type, "content-encoding": "br" }).end(brotliCompressSync(body));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
