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

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const bookingTemplates = {
  bookingReceived: (
    to: string,
    booking: {
      service_name: string;
      scheduled_date: string;
      scheduled_time: string;
      subtotal: number;
      discount_amount: number;
      discount_percent: number;
      initial_payment_amount: number;
      remaining_balance: number;
      is_test: boolean;
    },
  ): TMail => ({
    to,
    kind: "booking-received",
    preference: "bookings",
    subject: `We received your booking: ${booking.service_name}`,
    text: [
      `Thank you for booking with HomeFix.${booking.is_test ? " (Test booking: no real charges were made.)" : ""}`,
      "",
      `${booking.service_name}`,
      `${booking.scheduled_date} at ${booking.scheduled_time}`,
      `Subtotal: ${money(booking.subtotal)}`,
      ...(booking.discount_amount > 0 ? [`First-booking discount (${booking.discount_percent}%): -${money(booking.discount_amount)}`] : []),
      `Paid now: ${money(booking.initial_payment_amount)}`,
      `Remaining balance: ${money(booking.remaining_balance)}`,
      "",
      "We'll contact you shortly to confirm.",
    ].join("\n"),
  }),
  quoteReceived: (to: string, name: string): TMail => ({
    to,
    kind: "quote-received",
    subject: "We received your quote request",
    text: `Hi ${name},\n\nThank you for your quote request. We'll contact you within 24 hours to discuss your project.\n\nHomeFix`,
  }),
};
