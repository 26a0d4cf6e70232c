// Several app processes: `npm run start:cluster` runs two app processes on one
// database behind a local proxy, as a shop with two servers would (decision 0081).
//
// - The database: DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR,
//   started here once and shared by both processes (with the demo data, as `npm start` has it).
// - The processes: `src/server/main.ts` on PORT+1 and PORT+2, started one after the other so the
//   first migrates and seeds, each with its own pool and its own LISTEN connection.
// - The proxy: PORT (3000 by default), round robin per request, streams passed through as they
//   come (Server-Sent Events included), X-Forwarded-For set so rate limits key on the real
//   client (the processes run with TRUST_PROXY=true, and listen on 127.0.0.1 only).
import http from "node:http";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configOrExit } from "../src/server/config.ts";
import { connectDatabase, migrateDatabase } from "../src/server/db/client.ts";
import { startEmbeddedPostgres, type TEmbeddedDatabase } from "../src/server/db/embedded.ts";

const config = configOrExit();
const PROXY_PORT = config.PORT;
const APP_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2];
const log = (message: string) => console.log(`[cluster] ${message}`);
// Compiled (dist/app/start-cluster.js, `npm run start:cluster:prod`) it starts the compiled
// server beside it with plain node; from source, the source through tsx.
const here = fileURLToPath(import.meta.url);
const APP_ARGS = here.endsWith(".js") ? [path.join(path.dirname(here), "main.js")] : ["--import", "tsx", "src/server/main.ts"];

let embedded: TEmbeddedDatabase | null = null;
const children: ChildProcess[] = [];
let proxy: http.Server | null = null;

async function main() {
  if (!config.DATABASE_URL) embedded = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT, log);
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  // Migrated here once, so the two processes never race on it.
  const database = connectDatabase(databaseUrl, { max: 1 });
  await migrateDatabase(database);
  await database.close();

  for (const [index, port] of APP_PORTS.entries()) {
    children.push(
      startProcess(index + 1, {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: config.PUBLIC_URL.startsWith("http://localhost:") ? `http://localhost:${PROXY_PORT}` : config.PUBLIC_URL,
        TRUST_PROXY: "true",
        // The embedded default keeps its demo data, as `npm start` does.
        SEED_DEMO: config.demoMode ? "true" : (process.env.SEED_DEMO ?? "auto"),
      }),
    );
    await waitForHealth(port);
    log(`process ${index + 1} ready on 127.0.0.1:${port}`);
  }

  proxy = startProxy();
  await new Promise<void>((resolve) => proxy!.listen(PROXY_PORT, config.HOST, resolve));
  log(`HomeFix (2 processes) at http://localhost:${PROXY_PORT}`);
}

function startProcess(n: number, env: Record<string, string>) {
  const child = spawn(process.execPath, APP_ARGS, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (line: string) => `[app ${n}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) console.log(prefix(line));
    });
  }
  child.on("exit", (code, signal) => {
    if (stopping) return;
    log(`process ${n} exited (${signal ?? code}); stopping the cluster`);
    void shutdown(1);
  });
  return child;
}

async function waitForHealth(port: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app process on port ${port} did not become healthy within 2 minutes`);
}

/** Round robin per request; a process that refuses the connection is skipped for that request. */
function startProxy() {
  let next = 0;
  return http.createServer((request, response) => {
    const order = [next, (next + 1) % APP_PORTS.length];
    next = (next + 1) % APP_PORTS.length;
    const attempt = (i: number) => {
      const port = APP_PORTS[order[i]];
      const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http", "x-forwarded-host": request.headers.host ?? "" },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-homefix-process": String(order[i] + 1) });
          response.flushHeaders();
          answer.pipe(response);
        },
      );
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        // Nothing was sent yet: the other process takes the request (a body already read is not replayed).
        if (error.code === "ECONNREFUSED" && i === 0 && !response.headersSent && (request.method === "GET" || request.method === "HEAD")) return attempt(1);
        if (!response.headersSent) response.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ error: "Bad Gateway" }));
        else response.destroy();
      });
      // A client that goes away (a closed stream) ends the upstream request too.
      response.on("close", () => upstream.destroy());
      if (request.method === "GET" || request.method === "HEAD") upstream.end();
      else request.pipe(upstream);
    };
    attempt(0);
  });
}

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  proxy?.close();
  proxy?.closeAllConnections();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  await embedded?.stop();
  process.exit(code);
}

process.on("SIGTERM", () => void shutdown(0));
process.on("SIGINT", () => void shutdown(0));
main().catch(async (error: unknown) => {
  console.error("[cluster] failed to start:", error);
  await shutdown(1);
});
