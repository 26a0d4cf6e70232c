// npm run bench:web — for /, /services and a service's page: the JavaScript each page loads
// (the bytes actually transferred, compressed as the server sent them), and Lighthouse's mobile
// scores (the median of BENCH_RUNS runs, 3 by default), against the built product on a fresh
// demo database.
// Chromium at /usr/bin/chromium (CHROME_PATH to change). Results: stdout and bench/.results/.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PORT = 4201;
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "homefix-bench-"));
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(PORT), PUBLIC_URL: BASE, DATA_DIR: dataDir, EMBEDDED_PG_PORT: "54395", LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 720 && server.exitCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return { server, dataDir };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGTERM");
  throw new Error(`the server did not start (exit code ${server.exitCode})`);
}

/** The scripts a first visit loads at a 375 px viewport: how many, and their bytes on the wire. */
async function javascriptWeight(page: string) {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) });
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const tab = await context.newPage();
  const scripts: Promise<{ url: string; transferred: number; encoding: string }>[] = [];
  tab.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      scripts.push(
        response.finished().then(async () => ({
          url: new URL(response.url()).pathname,
          // The body as it came over the network: compressed when the server compressed it.
          transferred: (await response.request().sizes()).responseBodySize,
          encoding: (await response.headerValue("content-encoding")) ?? "none",
        })),
      );
    }
  });
  await tab.goto(BASE + page, { waitUntil: "networkidle" });
  const loaded = await Promise.all(scripts);
  await browser.close();
  const encodings = [...new Set(loaded.map((script) => script.encoding))].join("+");
  return { files: loaded.length, transferredKb: Math.round(loaded.reduce((sum, s) => sum + s.transferred, 0) / 102.4) / 10, encodings };
}

async function lighthouseScores(page: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(BASE + page, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error("lighthouse returned nothing");
    // Chromium sometimes loses the trace's start (NO_NAVSTART): a failed recording, not a score of 0.
    if (result.lhr.runtimeError) return { failed: result.lhr.runtimeError.code } as const;
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: audits["largest-contentful-paint"]?.displayValue ?? "",
      cls: audits["cumulative-layout-shift"]?.displayValue ?? "",
      tbt: audits["total-blocking-time"]?.displayValue ?? "",
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's scores move by a few points between runs: the run with the median performance.
 * A run whose recording failed is run again (at most 3 times in all per run), and said so.
 */
async function medianScores(page: string) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    for (let attempt = 1; ; attempt++) {
      const run = await lighthouseScores(page);
      if (!("failed" in run)) {
        runs.push(run);
        break;
      }
      console.log(`${page}: Lighthouse's recording failed (${run.failed}), attempt ${attempt}`);
      if (attempt === 3) throw new Error(`Lighthouse failed 3 times on ${page}: ${run.failed}`);
    }
  }
  runs.sort((a, b) => a.performance - b.performance);
  return { ...runs[Math.floor(runs.length / 2)]!, all: runs.map((run) => run.performance) };
}

const { server, dataDir } = await startServer();
try {
  const catalogue = (await (await fetch(`${BASE}/api/services?limit=1`)).json()) as { services: { id: string }[] };
  const service = catalogue.services[0];
  const pages = ["/", "/services", ...(service ? [`/services/${service.id}`] : [])];
  const rows = [];
  for (const page of pages) rows.push({ page, js: await javascriptWeight(page), lighthouse: await medianScores(page) });
  console.log("\n| page | JS files | JS transferred (KB) | encoding | performance (runs) | accessibility | best practices | SEO | LCP | CLS | TBT |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const { page, js, lighthouse: l } of rows) {
    const shown = page.startsWith("/services/") ? "/services/:id" : page;
    console.log(
      `| ${shown} | ${js.files} | ${js.transferredKb} | ${js.encodings} | ${l.performance} (${l.all.join(", ")}) | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcp} | ${l.cls} | ${l.tbt} |`,
    );
  }
  mkdirSync("bench/.results", { recursive: true });
  writeFileSync("bench/.results/web.json", JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
