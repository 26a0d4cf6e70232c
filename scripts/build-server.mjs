// `npm run build`'s server half: the server's TypeScript compiled once, here, instead of by tsx at
// every start (decision 0162). One ES module per entry point in dist/app/, the packages left as
// imports (node_modules comes from `npm ci --omit=dev`), and the migrations copied beside them:
// db/client.ts finds them next to the module that runs it.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Another folder as the first argument: the tests build into a temporary one.
const outdir = path.resolve(root, process.argv[2] ?? "dist/app");

/** The entry points `npm run start:prod`, the worker, the cluster script, the backups and the first admin run. */
const SERVER_ENTRIES = {
  main: "src/server/main.ts",
  worker: "src/server/worker.ts",
  "start-cluster": "scripts/start-cluster.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  "admin-create": "scripts/admin-create.ts",
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: SERVER_ENTRIES,
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  // One file per entry point, no shared chunks: db/client.ts's `import.meta.url` must be the
  // entry's own, in dist/app, where the migrations are.
  sourcemap: "linked",
  logLevel: "warning",
});
cpSync(path.join(root, "src/server/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(`server built into ${path.relative(root, outdir) || "."} in ${Math.round(performance.now() - started)} ms`);
