import { constants as zlibConstants } from "node:zlib";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { compiledMessages } from "./scripts/i18n-compile.mjs";
import { pseudoLocaleMessages } from "./scripts/pseudo-locale.mjs";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  publicDir: "public",
  plugins: [
    // Decision 0164: the message catalogue compiled first; a missing message fails the build.
    // PSEUDO_LOCALE=1: the end-to-end check's pseudo-locale in place of Spanish (decision 0189).
    process.env.PSEUDO_LOCALE === "1" ? pseudoLocaleMessages() : compiledMessages(),
    react(),
    tailwindcss(),
    // The server renderer's bundle (issue 14, decision 0087) is code for Node: no service worker,
    // no compressed copies.
    ...(isSsrBuild ? [] : browserOnlyPlugins()),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: isSsrBuild
    ? { outDir: "dist/server", emptyOutDir: true, sourcemap: true }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        sourcemap: true,
        // The server reads it to preload the code of the page it renders (src/server/http/ssr.ts).
        manifest: true,
        // Issue 14, a lean first load (decision 0093): the icons in one file. Left to itself the
        // bundler gave each icon that lazy routes share a file of its own: 21 of the 55 scripts of
        // `/` were one icon of about 250 bytes. Only the icons are grouped (not what they import:
        // React stays in its own chunk).
        rolldownOptions: {
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ }] } },
        },
      },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/uploads": { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/uploads": { target: apiTarget, changeOrigin: false },
    },
  },
}));

function browserOnlyPlugins() {
  return [
    // Issue 12, Phone first (decision 0064): the technician app is installable (manifest, icons,
    // theme-color) and its shell works offline through a Workbox service worker. The worker is
    // registered by the technician page only, with the scope /technician; it precaches the
    // built files and answers navigations there with the shell. It never answers /api or
    // /uploads: no runtime caching, and those paths are outside the navigation fallback.
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      filename: "sw.js",
      manifestFilename: "manifest.webmanifest",
      includeAssets: ["icons/apple-touch-icon.png"],
      manifest: {
        id: "/technician",
        name: "HomeFix Tech",
        short_name: "HomeFix Tech",
        description: "HomeFix technician app: your jobs, notes, photos, measurements and estimates.",
        start_url: "/technician",
        scope: "/technician",
        display: "standalone",
        orientation: "portrait",
        background_color: "#f8fafc",
        theme_color: "#1e3a8a",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,webmanifest}", "icons/*.png"],
        navigateFallback: "/index.html",
        navigateFallbackAllowlist: [/^\/technician/],
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // Issue 14 (decision 0085): brotli and gzip copies of every built file beside it, made once
    // at build time at the highest levels; the server sends the one the browser accepts
    // (@fastify/static preCompressed). Source maps and images are left alone.
    compression({
      algorithms: [defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      threshold: 0,
      skipIfLargerOrEqual: true,
      logLevel: "silent",
    }),
  ];
}
