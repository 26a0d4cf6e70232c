import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";
import { jobForm, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { openStream } from "./setup/sse-client.ts";
import { freePorts } from "./setup/ports.ts";

// Several app processes: `npm run start:cluster` for real — two app processes of
// scripts/start-cluster.ts behind its proxy, on this file's database. Requests alternate between
// the processes (the proxy says which one answered in x-homefix-process).

let t: TTestApp;
let cluster: ChildProcess;
let base: string;
let output = "";

beforeAll(async () => {
  t = await createTestApp();
  const port = await freePorts(3); /* the proxy's, then the two processes' */
  base = `http://localhost:${port}`;
  cluster = spawn(process.execPath, ["--import", "tsx", "scripts/start-cluster.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATABASE_URL: t.database.url,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      PUBLIC_WRITE_RATE_LIMIT_MAX: "3",
      DATA_DIR: `.data-test/cluster-${port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cluster.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  cluster.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // Ready when the proxy says so; a cluster that fails to start fails here with its output.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cluster did not start within 150 s:\n${output}`)), 150_000);
    const check = () => {
      if (output.includes("HomeFix (2 processes) at")) {
        clearTimeout(timer);
        resolve();
      }
    };
    cluster.stdout!.on("data", check);
    cluster.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the cluster exited (${code}) before it was ready:\n${output}`));
    });
  });
}, 180_000);

afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster.once("exit", resolve));
    cluster.kill("SIGTERM");
    await exited;
  }
  await t?.close();
}, 60_000);

const processOf = (response: Response) => response.headers.get("x-homefix-process");

describe("npm run start:cluster", () => {
  it("answers through its proxy from both processes in turn", async () => {
    const answered = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${base}/api/health`);
      expect(response.status).toBe(200);
      answered.push(processOf(response));
    }
    expect(new Set(answered)).toEqual(new Set(["1", "2"]));
  });

  it("delivers a job made through one process to a stream held by the other", async () => {
    const admin = await t.signedIn("admin");
    const customer = await makeCustomer(t, { first_name: "Cluster", last_name: "Proof" });
    const stream = await openStream(`${base}/api/events`, { cookie: admin.cookie });
    expect(stream.status).toBe(200);
    const held = processOf(stream.response);
    // The next request goes to the other process (round robin); send until one does.
    let created: Response | null = null;
    for (let i = 0; i < 4 && !created; i += 1) {
      const response = await fetch(`${base}/api/admin/jobs`, {
        method: "POST",
        headers: { cookie: admin.cookie, origin: base, "content-type": "application/json" },
        body: JSON.stringify(jobForm(customer, { title: `Cross-process ${i}` })),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      if (processOf(response) !== held) created = response;
    }
    expect(created, "no write reached the other process").not.toBeNull();
    const { id } = (await created!.json()) as { id: string };
    await stream.waitFor((event) => event.event === "job.changed" && event.data.job_id === id, 10_000);
    stream.close();
  });

  it("holds one public-write limit across both processes", async () => {
    const answers: [number, string | null][] = [];
    for (let n = 1; n <= 4; n += 1) {
      const response = await fetch(`${base}/api/quotes`, {
        method: "POST",
        headers: { origin: base, "content-type": "application/json" },
        body: JSON.stringify({ name: `Quinn ${n}`, phone: "4075550102", service: "Deck", message: "a new deck" }),
      });
      answers.push([response.status, processOf(response)]);
    }
    expect(answers.map(([status]) => status)).toEqual([201, 201, 201, 429]);
    expect(new Set(answers.map(([, process]) => process))).toEqual(new Set(["1", "2"]));
  });
});
