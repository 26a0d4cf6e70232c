import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Fault 2: the log of a failed insert held the customer's name, phone and address.
let t: TTestApp;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info" }, { logStream });
});
afterAll(() => t.close());

const quote = {
  name: "Maria Lopez",
  phone: "(407) 555-0199",
  email: "maria.lopez@example.com",
  service: "Leaking faucet",
  message: "Water under 12 Palm Way sink",
};

describe("logs", () => {
  it("log a failed query without its parameters or the customer's details", async () => {
    await t.database.db.execute(sql`alter table quote_requests rename to quote_requests_moved`);
    try {
      const response = await t.request({ method: "POST", url: "/api/quotes", cookie: "better-auth.session_token=secret-session", payload: quote });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table quote_requests_moved rename to quote_requests`);
    }
    const failure = lines.find((line) => line.includes("request failed"));
    expect(failure, lines.join("\n")).toBeDefined();
    expect(failure).toContain("quote_requests"); // the SQL stays: it says what failed
    expect(failure).toContain("42P01");
    const all = lines.join("\n");
    for (const personal of ["Maria", "Lopez", "555-0199", "4075550199", "maria.lopez", "Palm Way", "secret-session"]) expect(all).not.toContain(personal);
  });

  it("mask the address of mail written to the outbox", async () => {
    const response = await t.request({ method: "POST", url: "/api/quotes", payload: quote });
    expect(response.statusCode, response.body).toBe(201);
    await t.mailSettled(); // the queue writes the line when it delivers the mail
    const mail = lines.find((line) => line.includes("mail written to the outbox"));
    expect(mail, lines.join("\n")).toBeDefined();
    expect(mail).toContain("[email]");
    expect(lines.join("\n")).not.toContain("maria.lopez@example.com");
  });
});
