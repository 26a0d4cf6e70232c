import { describe, expect, it } from "vitest";
import { can } from "./permissions.ts";

describe("can", () => {
  it("lets anyone read the catalogue, signed in or not", () => {
    expect(can(undefined, "read:catalogue")).toBe(true);
    expect(can("customer", "read:catalogue")).toBe(true);
  });
  it("needs a session for signed-in permissions, whatever the role", () => {
    expect(can(undefined, "read:profile:own")).toBe(false);
    expect(can(null, "read:profile:own")).toBe(true);
    expect(can("technician", "read:profile:own")).toBe(true);
  });
  it("keeps admin permissions to admins", () => {
    expect(can("admin", "read:users:any")).toBe(true);
    expect(can("technician", "read:users:any")).toBe(false);
    expect(can("customer", "read:users:any")).toBe(false);
    expect(can(null, "read:users:any")).toBe(false);
  });
  it("lets staff upload and refuses customers", () => {
    expect(can("technician", "create:upload")).toBe(true);
    expect(can("admin", "create:upload")).toBe(true);
    expect(can("customer", "create:upload")).toBe(false);
  });
});
