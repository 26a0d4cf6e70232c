import { describe, expect, it } from "vitest";
import { can, PERMISSION_ACCESS, PERMISSION_ACTIONS, PERMISSIONS, type TPermission } from "./permissions.ts";

describe("can", () => {
  it("lets anyone read the catalogue, signed in or not", () => {
    expect(can(undefined, "read:catalogue:public")).toBe(true);
    expect(can("customer", "read:catalogue:public")).toBe(true);
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
    expect(can("technician", "create:upload:own")).toBe(true);
    expect(can("admin", "create:upload:own")).toBe(true);
    expect(can("customer", "create:upload:own")).toBe(false);
  });
});

// staff-side.md §6 and customer-side.md §2: the areas the client's route guard opens.
describe("the areas", () => {
  it.each([
    [undefined, false, false, false],
    [null, true, false, false],
    ["customer", true, false, false],
    ["technician", true, false, true],
    ["admin", true, true, false],
  ] as const)("role %s: dashboard %s, admin %s, technician %s", (role, dashboard, admin, technician) => {
    expect(can(role, "read:dashboard:own")).toBe(dashboard);
    expect(can(role, "read:admin-area:any")).toBe(admin);
    expect(can(role, "read:technician-area:assigned")).toBe(technician);
  });
});

describe("the permission strings", () => {
  it.each(Object.keys(PERMISSIONS) as TPermission[])("%s reads action:entity:access", (permission) => {
    const [action, entity, access, ...rest] = permission.split(":");
    expect(rest).toEqual([]);
    expect(PERMISSION_ACTIONS).toContain(action);
    expect(entity).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(PERMISSION_ACCESS).toContain(access);
  });

  it("refuses a key of another shape at compile time", () => {
    // @ts-expect-error: no access part
    const wrong: TPermission = "read:catalogue";
    expect(wrong in PERMISSIONS).toBe(false);
  });
});
