// Runs the Playwright suite on Debian's Chromium. Without a Chromium it says so and skips,
// except under CI=true, where a missing browser is a failure (.ci/run installs it).
// The client is built once here for every shard's server (playwright.config.ts), which run
// side by side: E2E_SHARDS, one by default: on two cores two Chromiums measured no faster (decision 0098).
import { existsSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { compilePseudoMessages } from "./pseudo-locale.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  if (process.env.CI === "true") {
    console.error(`End-to-end tests need Chromium at ${CHROMIUM}; under CI they never skip. Install it: apt-get install -y chromium`);
    process.exit(1);
  }
  console.warn(`\n*** SKIPPING the end-to-end tests: no Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium ***\n`);
  process.exit(0);
}

const port = process.env.E2E_PORT ?? "4173";
const clientDir = process.env.E2E_CLIENT_DIR ?? `.data-e2e-${port}-shared-client`;
const ssrDir = process.env.E2E_SSR_DIR ?? `.data-e2e-${port}-shared-ssr`;
const run = (command, args, env = process.env) => spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;

// Decision 0189: the pseudo-locale's check (e2e/pseudo-locale.spec.ts) runs on a build of its own,
// made here when the whole suite runs or that spec is named.
const files = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const pseudo = files.length === 0 || files.some((file) => file.includes("pseudo-locale"));
const pseudoClientDir = `.data-e2e-${port}-pseudo-client`;
const pseudoSsrDir = `.data-e2e-${port}-pseudo-ssr`;
const builds = (pseudoLocale, outClient, outSsr) => {
  const env = { ...process.env, PSEUDO_LOCALE: pseudoLocale ? "1" : "" };
  const build = (args) =>
    new Promise((resolve) => spawn("npx", ["vite", "build", ...args], { stdio: "inherit", env }).on("exit", (code) => resolve(code ?? 1)));
  return [
    build(["--logLevel", "warn", "--outDir", outClient, "--emptyOutDir"]),
    build(["--ssr", "src/client/entry-server.tsx", "--logLevel", "warn", "--outDir", outSsr, "--emptyOutDir"]),
  ];
};

if (!process.env.E2E_CLIENT_DIR) {
  // The browser's and the server renderer's bundles side by side: the bundler is mostly one
  // thread, and the second core would otherwise wait.
  // The builds side by side would each compile the pseudo-locale's messages into one folder.
  if (pseudo) await compilePseudoMessages();
  const built = await Promise.all([...builds(false, clientDir, ssrDir), ...(pseudo ? builds(true, pseudoClientDir, pseudoSsrDir) : [])]);
  const failed = built.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
const env = {
  ...process.env,
  CHROMIUM_PATH: CHROMIUM,
  E2E_CLIENT_DIR: clientDir,
  E2E_SSR_DIR: ssrDir,
  E2E_SHARDS: process.env.E2E_SHARDS ?? "1",
  ...(pseudo && !process.env.E2E_CLIENT_DIR ? { E2E_PSEUDO_CLIENT_DIR: pseudoClientDir, E2E_PSEUDO_SSR_DIR: pseudoSsrDir } : {}),
};
process.exit(run("npx", ["playwright", "test", ...process.argv.slice(2)], env));
