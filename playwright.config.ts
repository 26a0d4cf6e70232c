import { existsSync, readdirSync, readFileSync } from "node:fs";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";

// Overridable so two runs can share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 54338);
/**
 * Shards: each is a server of its own on its own demo database, running its files one at a
 * time, so no test ever sees another's changes to the demo data; the shards run side by side
 * (docs/decisions/0098-ci-shards-and-one-migration.md). `npm run test:e2e` runs one unless set.
 */
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));

/**
 * The spec files split among the shards so that each takes about as long: longest first, each
 * to the shard with the least work so far, by the seconds each file took in a full run
 * (e2e/durations.json, written by scripts/e2e-durations.mjs). A file not measured yet counts
 * as a minute.
 */
function filesByShard(): string[][] {
  const durations: Record<string, number> = existsSync("e2e/durations.json") ? JSON.parse(readFileSync("e2e/durations.json", "utf8")) : {};
  const files = readdirSync("e2e")
    .filter((file) => file.endsWith(".spec.ts"))
    .map((file) => ({ file, seconds: durations[file] ?? 60 }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shards = Array.from({ length: SHARDS }, () => ({ files: [] as string[], seconds: 0 }));
  for (const { file, seconds } of files) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return shards.map((shard) => shard.files);
}

const shards = filesByShard().map((files, index) => ({ files, port: PORT + index, pgPort: PG_PORT + index }));
/**
 * Decision 0189: the pseudo-locale's check runs on its own server, serving the build that
 * scripts/run-e2e.mjs made with PSEUDO_LOCALE=1, when that build is given.
 */
const PSEUDO = process.env.E2E_PSEUDO_CLIENT_DIR ? { port: PORT + 50, pgPort: PG_PORT + 50 } : null;
const PSEUDO_SPEC = "**/pseudo-locale.spec.ts";
const baseUrl = (port: number) => `http://localhost:${port}`;
/** The first shard's address, for scripts that run one. */
export const BASE_URL = baseUrl(PORT);

// The whole product as a user gets it: the built client served by the server, on a fresh
// embedded PostgreSQL with the demo data (e2e/start-server.sh).
const config: PlaywrightTestConfig = defineConfig({
  testDir: "e2e",
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: SHARDS,
  retries: 0,
  // A loaded CI machine runs axe several times per test: give those the room, not fewer checks.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds e2e/durations.json (scripts/e2e-durations.mjs).
  reporter: [["list"], ["json", { outputFile: `test-results/e2e-${PORT}.json` }]],
  use: {
    timezoneId: "America/New_York",
    // No animations mid-check: axe must not judge a toast while it fades in.
    reducedMotion: "reduce",
    // A failed test keeps its trace with the DOM at every step, but no screencast: recording the
    // screen for every test (to keep only the failures') took about a third of the run's CPU
    // (decision 0137). Under CI no trace at all: only the run's output is read there, and
    // recording every test's DOM to keep the failures' cost about 6 % of the run (decision 0169).
    trace: process.env.CI === "true" ? "off" : { mode: "retain-on-failure", screenshots: false },
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
        // Software compositing in the browser's process rather than a GPU process of its own:
        // there is no GPU, and the process hop cost about 7 % of the run's CPU (decision 0169).
        "--in-process-gpu",
      ],
    },
  },
  projects: [
    ...shards.map(({ files, port, pgPort }, index) => ({
      name: SHARDS === 1 ? "chromium" : `shard-${index + 1}`,
      // A shard's files run one after another on its own server.
      workers: 1,
      // With one shard every file is its own (a file named on the command line included).
      testMatch: SHARDS === 1 ? "**/*.spec.ts" : files,
      testIgnore: PSEUDO_SPEC,
      // e2e/fixtures.ts reads the shard's database from here.
      metadata: { pgPort },
      use: {
        baseURL: baseUrl(port),
        // A browser sends Origin on every write; Playwright's API helpers (`page.request`) do not,
        // and the server refuses cookie writes without it (docs/decisions/0015-cross-site-writes.md).
        extraHTTPHeaders: { origin: baseUrl(port) },
      },
    })),
    ...(PSEUDO
      ? [
          {
            name: "pseudo-locale",
            workers: 1,
            testMatch: PSEUDO_SPEC,
            metadata: { pgPort: PSEUDO.pgPort },
            use: { baseURL: baseUrl(PSEUDO.port), extraHTTPHeaders: { origin: baseUrl(PSEUDO.port) } },
          },
        ]
      : []),
  ],
  webServer: [...shards, ...(PSEUDO ? [{ ...PSEUDO, pseudo: true }] : [])].map(({ port, pgPort, ...server }) => ({
    command: "bash e2e/start-server.sh",
    url: `${baseUrl(port)}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseUrl(port),
      DATA_DIR: `.data-e2e-${port}`,
      // scripts/run-e2e.mjs builds the client once for every shard (E2E_CLIENT_DIR); a run of
      // its own builds it into its own folders.
      CLIENT_DIR: ("pseudo" in server ? process.env.E2E_PSEUDO_CLIENT_DIR : process.env.E2E_CLIENT_DIR) ?? `.data-e2e-${port}-client`,
      SSR_DIR: ("pseudo" in server ? process.env.E2E_PSEUDO_SSR_DIR : process.env.E2E_SSR_DIR) ?? `.data-e2e-${port}-ssr`,
      E2E_SKIP_BUILD: process.env.E2E_CLIENT_DIR ? "1" : "",
      EMBEDDED_PG_PORT: String(pgPort),
      AUTH_RATE_LIMIT_MAX: "1000",
      PUBLIC_WRITE_RATE_LIMIT_MAX: "1000",
      LOG_LEVEL: "warn",
    },
  })),
});

export default config;
