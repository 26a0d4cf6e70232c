// Writes e2e/durations.json, the seconds each spec file took, from the JSON reports of a full
// end-to-end run (test-results/e2e-*.json): playwright.config.ts splits the files among its
// shards by them. Run it after `npm run test:e2e` when files were added or grew.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const seconds = {};
function walk(suite, file) {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) for (const result of test.results ?? []) seconds[here] = (seconds[here] ?? 0) + result.duration / 1000;
  }
  for (const child of suite.suites ?? []) walk(child, here);
}
for (const report of readdirSync("test-results").filter((name) => /^e2e-\d+\.json$/.test(name))) {
  for (const suite of JSON.parse(readFileSync(`test-results/${report}`, "utf8")).suites ?? []) walk(suite);
}
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file.replace(/^.*\//, ""), Math.round(s)]),
);
writeFileSync("e2e/durations.json", JSON.stringify(sorted, null, 2) + "\n");
console.log(`e2e/durations.json: ${Object.keys(sorted).length} files, ${Object.values(sorted).reduce((a, b) => a + b, 0)} s in all`);
