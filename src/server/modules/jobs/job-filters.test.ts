import { describe, expect, it } from "vitest";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { idPrefixRange, jobSearch, selectsEveryJob } from "./job-filters.ts";

describe("idPrefixRange", () => {
  it("turns a leading part of a job id into the range of ids it starts", () => {
    expect(idPrefixRange("3f2a9c")).toEqual({ from: "3f2a9c00-0000-0000-0000-000000000000", to: "3f2a9cff-ffff-ffff-ffff-ffffffffffff" });
    expect(idPrefixRange("3F2A9C10-AB")).toEqual({ from: "3f2a9c10-ab00-0000-0000-000000000000", to: "3f2a9c10-abff-ffff-ffff-ffffffffffff" });
  });

  it("ignores words and prefixes too short to mean an id", () => {
    expect(idPrefixRange("faucet")).toBeNull();
    expect(idPrefixRange("abc")).toBeNull();
    expect(idPrefixRange("a".repeat(33))).toBeNull();
  });
});

describe("selectsEveryJob", () => {
  it("is true only without search, status or priority", () => {
    expect(selectsEveryJob({ status: "all", priority: "all" })).toBe(true);
    expect(selectsEveryJob({ q: "x", status: "all", priority: "all" })).toBe(false);
    expect(selectsEveryJob({ status: "pending", priority: "all" })).toBe(false);
    expect(selectsEveryJob({ status: "all", priority: "high" })).toBe(false);
    expect(selectsEveryJob({ status: "all", priority: "all", technician: "00000000-0000-4000-8000-000000000000" })).toBe(false);
  });
});

describe("jobSearch", () => {
  const dialect = new PgDialect();
  const render = (condition: SQL) => dialect.sqlToQuery(condition);

  it("searches 3 characters or more with ILIKE, which the trigram indexes serve", () => {
    const { sql: text, params } = render(jobSearch("faucet"));
    expect(text).toContain('"jobs"."title" ilike $1');
    expect(text).toContain('"jobs"."service_city" ilike $2');
    expect(text).toContain('"customers"."full_name" ilike $3');
    expect(params).toEqual(["%faucet%", "%faucet%", "%faucet%"]);
  });

  it("searches without a word of 3 characters as lower() like, the same test without the useless index", () => {
    for (const q of ["ab", "a b", "é", "%_"]) {
      const { sql: text } = render(jobSearch(q));
      expect(text).toContain('lower("jobs"."title") like lower($1)');
      expect(text).not.toContain("ilike");
    }
  });

  it("asks the index for each word of a longer search, and checks the whole without it", () => {
    const { sql: text, params } = render(jobSearch("Jennifer Smith"));
    expect(text).toContain('("jobs"."title" ilike $1 and "jobs"."title" ilike $2 and lower("jobs"."title") like lower($3))');
    expect(params.slice(0, 3)).toEqual(["%Jennifer%", "%Smith%", "%Jennifer Smith%"]);
    expect(render(jobSearch("o'brien")).sql).toContain('("jobs"."title" ilike $1 and lower("jobs"."title") like lower($2))');
  });

  it("matches the customers it is given by id, a subquery for many, and none when none match", () => {
    expect(render(jobSearch("grace", ["11111111-1111-4111-8111-111111111111"])).sql).toContain('"jobs"."customer_id" in ($3)');
    expect(render(jobSearch("grace", "many")).sql).toContain('"jobs"."customer_id" in (select "customers"."id" from "customers"');
    expect(render(jobSearch("grace", [])).sql).not.toContain("customer_id");
  });

  it("adds the id range for a hex prefix of 4 characters or more", () => {
    const { sql: text, params } = render(jobSearch("3f2a"));
    expect(text).toContain('"jobs"."id" >= $');
    expect(params).toContain("3f2a0000-0000-0000-0000-000000000000");
  });
});
