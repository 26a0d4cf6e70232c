import type { z } from "zod";
import { fieldErrors } from "../errors.ts";
import {
  ZAuthChangeEmailBody,
  ZAuthChangePasswordBody,
  ZAuthEmailBody,
  ZAuthResetPasswordBody,
  ZAuthSignInBody,
  ZAuthSignUpBody,
  ZAuthUpdateUserBody,
} from "../../shared/schemas/auth.ts";

// better-auth accepts any JSON type in `name` and any string in `image` (fault 7), so
// the bodies of its routes that take user fields or e-mails pass our shared rules first.
const AUTH_BODIES: Record<string, z.ZodType> = {
  "/sign-up/email": ZAuthSignUpBody,
  "/sign-in/email": ZAuthSignInBody,
  "/update-user": ZAuthUpdateUserBody,
  "/request-password-reset": ZAuthEmailBody,
  "/send-verification-email": ZAuthEmailBody,
  "/change-email": ZAuthChangeEmailBody,
  "/reset-password": ZAuthResetPasswordBody,
  "/change-password": ZAuthChangePasswordBody,
};

/**
 * The body to hand better-auth for a POST to `path` (its path under /api/auth): checked and
 * normalised for the routes above, unchanged for the others. Throws a 400 naming the field.
 */
export function parseAuthBody(path: string, body: unknown): unknown {
  const schema = AUTH_BODIES[path];
  if (!schema) return body;
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join(".") || "(request)", message: issue.message }));
  throw fieldErrors(fields);
}
