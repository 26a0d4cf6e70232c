import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { compiledMessages } from "./scripts/i18n-compile.mjs";

// Unit tests sit beside the code; integration tests in tests/ run the API on a real PostgreSQL.
export default defineConfig({
  test: {
    env: { TZ: "America/New_York" },
    projects: [
      {
        // The client's own import alias (vite.config.ts), for tests of client modules.
        resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
        // The compiled messages (decision 0164), as the build makes them.
        plugins: [compiledMessages()],
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          environment: "node",
          // Pure rules and components that restore what they change (the TZ, the clock): a module
          // graph per worker rather than per file took the run from about 95 s to 20 s on 2 cores.
          isolate: false,
        },
      },
      {
        // The server renders the public pages with the client's code (issue 14): same alias.
        resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
        plugins: [compiledMessages()],
        test: {
          name: "integration",
          include: ["tests/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // What the tests poll for comes about later by design: a live event through LISTEN (the
          // catalogue cache dropped, a stream's message), a queued job. An event is passed on only
          // once every older transaction of the PostgreSQL cluster has ended (live-events.repository.ts),
          // and here one embedded cluster holds every running file's database: another file's long
          // transaction delays it past vitest's default 1 s. Ten seconds bound that delay.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: true,
          maxWorkers: 2,
          // Each file builds its own app on its own database, so the files need no fresh module
          // graph each: importing the server once per worker instead of once per file saves
          // about two thirds of the run's import time.
          isolate: false,
        },
      },
    ],
  },
});
