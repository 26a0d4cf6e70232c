import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("parseConfig", () => {
  it("runs on the embedded default with demo data and the documented defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: "./data", DEMO_PASSWORD: "homefix-demo", demoMode: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
  });

  it("uses an external PostgreSQL without demo data unless asked", () => {
    const config = parseConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" });
    expect(config.demoMode).toBe(false);
    expect(parseConfig({ DATABASE_URL: "postgres://h/db", SEED_DEMO: "true" }).demoMode).toBe(true);
  });

  it("lists every bad setting in one clear message", () => {
    expect(() => parseConfig({ PORT: "http", DATABASE_URL: "mysql://x", PUBLIC_URL: "localhost" })).toThrowError(ConfigError);
    try {
      parseConfig({ PORT: "http", DATABASE_URL: "mysql://x", PUBLIC_URL: "localhost" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL: must be a postgres:// connection URL");
      expect(message).toContain("PUBLIC_URL");
    }
  });

  it("refuses demo secrets and demo data in production", () => {
    expect(() => parseConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://h/db" })).toThrowError(/AUTH_SECRET: is required in production/);
    expect(() => parseConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), SEED_DEMO: "true" })).toThrowError(/never seeded in production/);
    expect(parseConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) }).demoMode).toBe(false);
  });

  it("listens on loopback only in demo mode unless HOST says otherwise", () => {
    expect(parseConfig({}).HOST).toBe("127.0.0.1");
    expect(parseConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(parseConfig({ DATABASE_URL: "postgres://h/db" }).HOST).toBe("0.0.0.0");
    expect(parseConfig({ DATABASE_URL: "postgres://h/db", SEED_DEMO: "true" }).HOST).toBe("127.0.0.1");
  });

  it("needs both S3 keys with a bucket", () => {
    expect(() => parseConfig({ S3_BUCKET: "media" })).toThrowError(/S3_BUCKET: needs S3_ACCESS_KEY_ID/);
  });

  it("runs the job queue in the app with mail retried five times from 30 s, unless told otherwise", () => {
    expect(parseConfig({})).toMatchObject({ QUEUE_MODE: "app", QUEUE_POLL_SECONDS: 2, MAIL_RETRY_LIMIT: 5, MAIL_RETRY_DELAY_SECONDS: 30 });
    expect(parseConfig({ QUEUE_MODE: "worker", MAIL_RETRY_DELAY_SECONDS: "0" })).toMatchObject({ QUEUE_MODE: "worker", MAIL_RETRY_DELAY_SECONDS: 0 });
    expect(() => parseConfig({ QUEUE_MODE: "both", QUEUE_POLL_SECONDS: "0.1" })).toThrowError(/QUEUE_MODE[\s\S]*QUEUE_POLL_SECONDS: must be at least 0.5/);
  });
});
