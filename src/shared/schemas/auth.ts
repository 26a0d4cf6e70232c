import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeakness } from "../rules/password.ts";
import { ROLES } from "../roles.ts";

export const ZEmail = z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address").max(254));

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, "Enter your password"),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

// customer-side.md §5 Sign up. The form checks the same rules the server's auth hook checks.
export const ZSignUpRequest = z
  .object({
    email: ZEmail,
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH),
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

/** GET /api/me: `user` is null for a signed-out visitor, a normal state rather than an error (issue #7 item 18). */
export const ZMe = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }).nullable(),
  role: z.enum(ROLES).nullable(),
});
export type TMe = z.infer<typeof ZMe>;
