import type { TMail } from "./mailer.ts";

// The words of each message the product sends. Links come from PUBLIC_URL (issue #2).
export const mailTemplates = {
  verifyEmail: (to: string, url: string): TMail => ({
    to,
    kind: "verify-email",
    subject: "Verify your HomeFix account",
    text: `Welcome to HomeFix!\n\nConfirm your e-mail address to finish creating your account:\n${url}\n\nIf you did not sign up, you can ignore this message.`,
  }),
  resetPassword: (to: string, url: string): TMail => ({
    to,
    kind: "reset-password",
    subject: "Reset your HomeFix password",
    text: `We received a request to reset your HomeFix password.\n\nChoose a new password here (the link expires in one hour):\n${url}\n\nIf you did not ask for this, you can ignore this message.`,
  }),
  existingAccount: (to: string, signInUrl: string): TMail => ({
    to,
    kind: "existing-account",
    subject: "Someone tried to sign up with your e-mail",
    text: `Someone tried to create a HomeFix account with this e-mail address, which already has one.\n\nIf it was you, sign in here (or reset your password from the sign-in page):\n${signInUrl}`,
  }),
};
