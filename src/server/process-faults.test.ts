import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// In a process of its own: the guards are process-wide, and the test runner has its own.
function run(script: string) {
  const prelude = `
    const { installProcessGuards, processFaults } = await import("./src/server/process-faults.ts");
    const log = { error: (details, message) => console.log("error:", message), fatal: (details, message) => console.log("fatal:", message) };
    installProcessGuards(log, () => { console.log("faults:", JSON.stringify(processFaults())); process.exit(1); });
  `;
  return spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", prelude + script], { encoding: "utf8" });
}

// Each test starts a Node process that compiles TypeScript: seconds on a busy 2-core machine, so
// the runner's 5-second default would judge the machine, not the guards.
describe("installProcessGuards", { timeout: 60_000 }, () => {
  it("logs and counts a rejection nobody handled, and the process goes on", () => {
    const result = run(`
      Promise.reject(new Error("a write nobody awaited"));
      Promise.reject(new Error("another"));
      setTimeout(() => console.log("still serving:", JSON.stringify(processFaults())), 20);
    `);
    expect(result.stdout).toContain("error: unhandled promise rejection; the process goes on");
    expect(result.stdout).toContain('still serving: {"unhandled_rejections":2,"uncaught_exceptions":0}');
    expect(result.status).toBe(0);
  });

  it("logs and counts an uncaught exception, and hands the shutdown to the process", () => {
    const result = run(`setTimeout(() => { throw new Error("a broken handler"); }, 0);`);
    expect(result.stdout).toContain("fatal: uncaught exception; shutting down");
    expect(result.stdout).toContain('faults: {"unhandled_rejections":0,"uncaught_exceptions":1}');
    expect(result.status).toBe(1);
  });
});
