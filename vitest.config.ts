import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests sit beside the code; integration tests in tests/ run the API on a real PostgreSQL.
export default defineConfig({
  test: {
    env: { TZ: "America/New_York" },
    projects: [
      {
        // The client's own import alias (vite.config.ts), for tests of client modules.
        resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
        test: { name: "unit", include: ["src/**/*.test.ts"], environment: "node" },
      },
      {
        // The server renders the public pages with the client's code (issue 14): same alias.
        resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
        test: {
          name: "integration",
          include: ["tests/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
