import { describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { poolExecutor, withParameters } from "./sql-executor.ts";

describe("withParameters", () => {
  it("binds pg-boss's numbered parameters, repeated ones too, as parameters again", () => {
    const query = new PgDialect().sqlToQuery(withParameters("select $1::uuid, $2, coalesce($3, $2)::jsonb, 'x'", ["id", "name", { a: 1 }]));
    expect(query.sql).toBe("select $1::uuid, $2, coalesce($3, $4)::jsonb, 'x'");
    expect(query.params).toEqual(["id", "name", { a: 1 }, "name"]);
  });

  it("passes SQL without parameters through", () => {
    expect(new PgDialect().sqlToQuery(withParameters("select 1", [])).sql).toBe("select 1");
  });
});

describe("poolExecutor", () => {
  it("drops pg-boss's late write after the pool has ended, answering '0 changed' instead of rejecting", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
    await pool.end();
    await expect(poolExecutor(pool).executeSql("update pgboss.job set state = 'completed'", [])).resolves.toEqual({ rows: [{ count: "0" }] });
  });

  it("throws what an open pool throws", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none", connectionTimeoutMillis: 1_000 });
    await expect(poolExecutor(pool).executeSql("select 1", [])).rejects.toThrow();
    await pool.end();
  });
});
