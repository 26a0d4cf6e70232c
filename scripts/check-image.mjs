// The container image's check where Docker cannot run (decision 0162), part of `npm run validate`:
// 1. lints the Dockerfile's structure: a build stage and a final one; the final one installs
//    with `npm ci --omit=dev`, runs as a user other than root, has a HEALTHCHECK; every COPY's
//    source exists here (or is a stage defined above it); the CMD's file is one the build makes;
//    compose.yaml's commands are files the build makes;
// 2. runs the final stage's steps outside a container: the server built as `npm run build`
//    builds it, `npm ci --omit=dev` of this package.json and lock into a temporary folder, the
//    build copied in, then the CMD started there with NODE_ENV=production, and /api/health
//    must answer 200 before it is stopped with SIGTERM (exit 0).
// The client is not rebuilt here (the end-to-end run builds it); the image's build does it.
// The database: CHECK_IMAGE_DATABASE_URL or DATABASE_URL's server (a database of its own), else
// the embedded PostgreSQL of the installed packages.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = performance.now();
const problems = [];
const say = (message) => console.log(`[check-image] ${message}`);

// 1. The Dockerfile's structure.
const lines = readFileSync(path.join(root, "Dockerfile"), "utf8")
  .replace(/\\\n/gu, " ")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
const stages = [];
for (const line of lines) {
  const [instruction, ...rest] = line.split(/\s+/u);
  const args = rest.join(" ");
  if (instruction.toUpperCase() === "FROM") {
    const match = /^(\S+)(?:\s+AS\s+(\S+))?$/iu.exec(args);
    stages.push({ image: match?.[1], name: match?.[2] ?? String(stages.length), steps: [] });
    continue;
  }
  if (stages.length === 0) problems.push(`"${line}" comes before any FROM`);
  else stages.at(-1).steps.push({ instruction: instruction.toUpperCase(), args });
}
const final = stages.at(-1);
if (stages.length < 2) problems.push("the Dockerfile must have a build stage and a final stage");
const stepsOf = (stage, instruction) => stage.steps.filter((step) => step.instruction === instruction).map((step) => step.args);
if (final) {
  if (!stepsOf(final, "RUN").some((args) => /\bnpm ci\b.*--omit=dev/u.test(args))) problems.push("the final stage must install with npm ci --omit=dev");
  const user = stepsOf(final, "USER").at(-1);
  if (!user || /^(root|0)(:|$)/u.test(user)) problems.push("the final stage must run as a user other than root (USER)");
  if (stepsOf(final, "HEALTHCHECK").length === 0) problems.push("the final stage must have a HEALTHCHECK");
}
for (const [index, stage] of stages.entries()) {
  if (!stage.image) problems.push(`stage ${index + 1} has no image`);
  for (const args of stepsOf(stage, "COPY")) {
    const words = args.split(/\s+/u);
    const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
    const sources = words.filter((word) => !word.startsWith("--")).slice(0, -1);
    if (from) {
      if (!stages.slice(0, index).some((earlier) => earlier.name === from)) problems.push(`COPY --from=${from}: no stage ${from} above it`);
    } else {
      for (const source of sources) if (!existsSync(path.join(root, source))) problems.push(`COPY ${source}: no such file in the repository`);
    }
  }
}
const cmd = final ? stepsOf(final, "CMD").at(-1) : undefined;
const command = cmd ? JSON.parse(cmd) : [];
const entry = command[0] === "node" ? command[1] : undefined;
if (!entry) problems.push("the final stage's CMD must be an exec form running node on a file");

// The build the image makes (the server half: the client's is vite's own build).
const work = mkdtempSync(path.join(tmpdir(), "homefix-image-"));
execFileSync(process.execPath, [path.join(root, "scripts/build-server.mjs"), path.join(work, "dist", "app")], { stdio: "inherit" });
if (entry && !existsSync(path.join(work, entry))) problems.push(`CMD runs ${entry}, which the build does not make`);
const compose = readFileSync(path.join(root, "compose.yaml"), "utf8");
for (const match of compose.matchAll(/command: \["node", "([^"]+)"\]/gu)) {
  if (!existsSync(path.join(work, match[1]))) problems.push(`compose.yaml runs ${match[1]}, which the build does not make`);
}
if (problems.length > 0) fail(problems);
say(`Dockerfile: ${stages.length} stages (${stages.map((stage) => stage.name).join(", ")}), runs ${command.join(" ")} as ${stepsOf(final, "USER").at(-1)}`);

// 2. The final stage's steps, outside a container.
cpSync(path.join(root, "package.json"), path.join(work, "package.json"));
cpSync(path.join(root, "package-lock.json"), path.join(work, "package-lock.json"));
// The index.html the client's build would put there: enough for the server to answer a page.
mkdirSync(path.join(work, "dist", "client"), { recursive: true });
writeFileSync(path.join(work, "dist", "client", "index.html"), readFileSync(path.join(root, "index.html"), "utf8"));
say("npm ci --omit=dev");
execFileSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], { cwd: work, stdio: "inherit" });

const adminUrl = process.env.CHECK_IMAGE_DATABASE_URL ?? process.env.DATABASE_URL;
let dropDatabase = async () => {};
const env = { ...process.env, NODE_ENV: "production", AUTH_SECRET: randomBytes(24).toString("hex"), LOG_LEVEL: "warn", DATA_DIR: path.join(work, "data") };
delete env.DATABASE_URL;
if (adminUrl) {
  const name = `homefix_image_${randomBytes(5).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
} else {
  env.EMBEDDED_PG_PORT = String(await freePort());
}
const port = await freePort();
Object.assign(env, { PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}` });
say(`${command.join(" ")} (NODE_ENV=production, ${adminUrl ? "PostgreSQL at DATABASE_URL" : "embedded PostgreSQL"})`);
const child = spawn(command[0] === "node" ? process.execPath : command[0], command.slice(1), { cwd: work, env, stdio: ["ignore", "pipe", "pipe"] });
let output = "";
child.stdout.on("data", (chunk) => (output += chunk));
child.stderr.on("data", (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
try {
  let status = 0;
  for (const deadline = Date.now() + 60_000; status !== 200;) {
    if (child.exitCode !== null || Date.now() > deadline) fail([`the image's command did not answer /api/health with 200:\n${output}`]);
    status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: "text/html" } });
  if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) fail([`GET / answered ${page.status} without the page`]);
  child.kill("SIGTERM");
  const code = await exited;
  if (code !== 0) fail([`the image's command exited ${code} on SIGTERM:\n${output}`]);
} finally {
  if (child.exitCode === null) child.kill("SIGKILL");
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
}
say(`ok: healthy, a page served, stopped cleanly (${Math.round((performance.now() - started) / 1000)} s)`);

function fail(messages) {
  for (const message of messages) console.error(`[check-image] ${message}`);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
}

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
