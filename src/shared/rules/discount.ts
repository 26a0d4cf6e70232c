// The first-booking discount. All amounts in cents.
export type TFirstBookingDiscountSetting = { enabled: boolean; percent: number };

/** The percentage a booking gets: the setting's, when it is on and this is the customer's first booking. */
export function firstBookingDiscountPercent(setting: TFirstBookingDiscountSetting, isFirstBooking: boolean): number {
  return setting.enabled && isFirstBooking ? setting.percent : 0;
}

/** `percent` of `cents`, rounded to the nearest cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/**
 * The key two phone numbers are matched by: the last 10 digits, so "(407) 555-0199" and
 * "+1 407-555-0199" are one customer. Null when too short to identify anyone.
 */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 7 ? digits.slice(-10) : null;
}

/**
 * The key two e-mail addresses are matched by: lower case, and without a "+tag" in the local
 * part, so "Grace+promo@Example.com" and "grace@example.com" are one customer. Mailboxes that
 * treat +tags as aliases deliver both to one inbox; a first-booking discount is per person.
 */
export function emailKey(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/^([^@+]*)\+[^@]*@/, "$1@");
}
