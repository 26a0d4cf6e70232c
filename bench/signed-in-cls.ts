// The signed-in customer's /dashboard and My Bookings: how far they shift while their data
// arrives, measured as bench/web.ts measures CLS (a `layout-shift` PerformanceObserver from
// before the first script, summing every shift without recent input), on a server already
// running at BENCH_BASE (e2e/start-server.sh with its env). At 375 and 1280 px, with the CPU
// slowed 4x as bench/web.ts does, BENCH_RUNS (3) loads each, the median reported with every
// run's figure and, from the worst run, the elements that moved.
//   BENCH_BASE=http://localhost:4192 npx tsx bench/signed-in-cls.ts
import { chromium } from "@playwright/test";

const BASE = process.env.BENCH_BASE ?? "http://localhost:4201";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CUSTOMER = { email: "customer@homefix.test", password: process.env.DEMO_PASSWORD ?? "homefix-demo" };
const ROUTES = ["/dashboard", "/dashboard/bookings"];
const WIDTHS = [375, 1280];
/** BENCH_NETWORK=fast: the machine's own loopback, where the data can come before the first paint. */
const SLOW = process.env.BENCH_NETWORK !== "fast";

/**
 * Given as text: tsx would wrap a function's inner functions in its own `__name` helper, which
 * the page does not have (the observer would then never start, and every load read 0).
 */
const OBSERVER = `
  window.__cls = { cls: 0, shifts: [] };
  const describe = (node) => {
    if (!(node instanceof Element)) return String(node ? node.nodeName : "?");
    const label = node.getAttribute("aria-label") || node.getAttribute("aria-labelledby") || node.id;
    return node.tagName.toLowerCase() + (label ? "[" + label + "]" : "") + "." + [...node.classList].slice(0, 3).join(".");
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls.cls += entry.value;
      window.__cls.shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: entry.sources.map((source) => describe(source.node)) });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

type TRun = { cls: number; shifts: { value: number; at: number; sources: string[] }[] };

async function load(url: string, width: number): Promise<TRun> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const phone = width < 640;
    const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1 });
    const response = await context.request.post(`${BASE}/api/auth/sign-in/email`, { data: CUSTOMER, headers: { origin: BASE } });
    if (!response.ok()) throw new Error(`sign-in for the bench: ${response.status()}`);
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVER });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // The slow phone: 400 ms round trips at 400 kbit/s, so the data comes after the frame.
    if (SLOW) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
    }
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 120_000 });
    // Every skeleton gone (their role=status is named "Loading …"), then a quiet second for the last frame.
    await page.waitForFunction(() => document.querySelectorAll('[role=status][aria-label^="Loading"]').length === 0, undefined, { timeout: 120_000 });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => (window as unknown as { __cls: TRun }).__cls);
  } finally {
    await browser.close();
  }
}

for (const route of ROUTES) {
  for (const width of WIDTHS) {
    const runs: TRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(BASE + route, width));
    const values = runs.map((run) => Math.round(run.cls * 1000) / 1000);
    const median = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(`| ${route} | ${width} px | ${median} | ${values.join(", ")} |`);
    const worst = runs.reduce((a, b) => (b.cls > a.cls ? b : a));
    for (const shift of worst.shifts) console.log(`    ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.sources.join(" ; ")}`);
  }
}
