import { z } from "zod";
import { zLine } from "./text.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeakness } from "../rules/password.ts";
import { ROLES } from "../roles.ts";
import { ZName } from "./common.ts";

export const ZEmail = zLine().trim().toLowerCase().pipe(z.email("Enter a valid email address").max(254));

/** better-auth's `user.name`: the same rule as every name we take (fault 7). */
export const ZUserName = ZName;

/** better-auth's `user.image`: an https address or one of our own uploads, never `javascript:` or `data:`. */
export const ZUserImage = zLine()
  .trim()
  .max(2048, "must be at most 2048 characters")
  .refine(
    (value) =>
      value.startsWith("/uploads/")
        ? /^\/uploads\/[\w./-]+$/.test(value) && !value.includes("..")
        : URL.canParse(value) && new URL(value).protocol === "https:",
    "must be an https address or one of our uploads",
  );

const ZCallbackPath = z.string().max(2048, "must be at most 2048 characters");
const ZPasswordInput = z.string().max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

// The bodies of better-auth's routes that take user fields, checked before better-auth sees them.
// Unknown keys are dropped, so nothing but these fields reaches it.
export const ZAuthSignUpBody = z.object({
  name: ZUserName,
  email: ZEmail,
  password: ZPasswordInput,
  image: ZUserImage.optional(),
  callbackURL: ZCallbackPath.optional(),
  rememberMe: z.boolean().optional(),
});
export const ZAuthSignInBody = z.object({ email: ZEmail, password: ZPasswordInput, callbackURL: ZCallbackPath.optional(), rememberMe: z.boolean().optional() });
export const ZAuthUpdateUserBody = z.object({ name: ZUserName.optional(), image: ZUserImage.nullable().optional() });
export const ZAuthEmailBody = z.object({ email: ZEmail, callbackURL: ZCallbackPath.optional(), redirectTo: ZCallbackPath.optional() });
export const ZAuthChangeEmailBody = z.object({ newEmail: ZEmail, callbackURL: ZCallbackPath.optional() });
export const ZAuthResetPasswordBody = z.object({ newPassword: ZPasswordInput, token: z.string().max(512).optional() });
export const ZAuthChangePasswordBody = z.object({ newPassword: ZPasswordInput, currentPassword: ZPasswordInput, revokeOtherSessions: z.boolean().optional() });

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, "Enter your password"),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

// customer-side.md §5 Sign up. The form checks the same rules the server's auth hook checks.
export const ZSignUpRequest = z
  .object({
    email: ZEmail,
    password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`).max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
      return;
    }
    const weakness = passwordWeakness(value.password, value.email);
    if (weakness) ctx.addIssue({ code: "custom", path: ["password"], message: weakness });
  });
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export const ZResetPasswordRequest = z
  .object({ password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" })
  .superRefine((value, ctx) => {
    const weakness = passwordWeakness(value.password);
    if (weakness) ctx.addIssue({ code: "custom", path: ["password"], message: weakness });
  });

/** GET /api/me: `user` is null for a signed-out visitor, a normal state rather than an error. */
export const ZMe = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }).nullable(),
  role: z.enum(ROLES).nullable(),
  /** True during the account's first signed-in session: the dashboard greets a first-time visitor. */
  first_visit: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;
