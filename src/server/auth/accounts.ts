import { eq } from "drizzle-orm";
import type { TDb } from "../db/client.ts";
import { profiles, technicians } from "../db/schema.ts";
import type { TRole } from "../../shared/roles.ts";
import type { TAuth } from "./auth.ts";

export type TNewAccount = {
  email: string;
  password: string;
  name: string;
  role: TRole;
  profile?: Partial<Pick<typeof profiles.$inferInsert, "first_name" | "last_name" | "phone" | "address" | "city" | "state" | "zip_code">>;
};

/**
 * Creates an account whose e-mail is already verified (demo data and the admin command),
 * through better-auth's own adapter and password hashing, then sets the profile's role.
 */
export async function createVerifiedAccount(auth: TAuth, db: TDb, account: TNewAccount): Promise<string> {
  const context = await auth.$context;
  const created = await context.internalAdapter.createUser(
    { email: account.email.toLowerCase(), name: account.name, emailVerified: true },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await context.password.hash(account.password),
  });
  await setRole(db, created.id, account.role, account.profile);
  return created.id;
}

export async function setRole(db: TDb, userId: string, role: TRole, profile: TNewAccount["profile"] = {}) {
  await db
    .update(profiles)
    .set({ ...profile, role, updated_at: new Date() })
    .where(eq(profiles.id, userId));
  if (role === "technician") {
    await db
      .insert(technicians)
      .values({ profile_id: userId })
      .onConflictDoUpdate({ target: technicians.profile_id, set: { is_active: true } });
  }
}
