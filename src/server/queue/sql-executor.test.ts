import { describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import { withParameters } from "./sql-executor.ts";

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
