import { test as base, expect, type Page } from "@playwright/test";
import pg from "pg";

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "homefix-demo";
export const DEMO = {
  admin: "admin@homefix.test",
  technician: "tech@homefix.test",
  customer: "customer@homefix.test",
} as const;

// The e2e server's embedded database (playwright.config.ts): read the mail it wrote.
const DATABASE_URL = `postgres://postgres:homefix-embedded@127.0.0.1:${process.env.E2E_PG_PORT ?? "54338"}/postgres`;

export async function latestMailTo(email: string) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string; kind: string }>(
      "select text, kind from mail_outbox where lower(\"to\") = lower($1) order by created_at desc limit 1",
      [email],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Welcome back! You have successfully signed in.")).toBeVisible();
}

export const test = base;
export { expect };
