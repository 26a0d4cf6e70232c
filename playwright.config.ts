import { defineConfig, devices } from "@playwright/test";

// Overridable so two runs can share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const PG_PORT = process.env.E2E_PG_PORT ?? "54338";
export const BASE_URL = `http://localhost:${PORT}`;

// The whole product as a user gets it: the built client served by the server, on a fresh
// embedded PostgreSQL with the demo data (e2e/start-server.sh).
export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A loaded CI machine runs axe several times per test: give those the room, not fewer checks.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    // A browser sends Origin on every write; Playwright's API helpers (`page.request`) do not,
    // and the server refuses cookie writes without it (docs/decisions/0015-cross-site-writes.md).
    extraHTTPHeaders: { origin: BASE_URL },
    timezoneId: "America/New_York",
    // No animations mid-check: axe must not judge a toast while it fades in.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "bash e2e/start-server.sh",
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: `.data-e2e-${PORT}`,
      CLIENT_DIR: `.data-e2e-${PORT}-client`,
      SSR_DIR: `.data-e2e-${PORT}-ssr`,
      EMBEDDED_PG_PORT: PG_PORT,
      AUTH_RATE_LIMIT_MAX: "1000",
      PUBLIC_WRITE_RATE_LIMIT_MAX: "1000",
      LOG_LEVEL: "warn",
    },
  },
});
