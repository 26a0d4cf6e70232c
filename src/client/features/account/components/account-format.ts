const KIND_LABELS: Record<string, string> = {
  deposit: "Deposit",
  emergency_fee: "Emergency fee",
  balance: "Balance",
  refund: "Refund",
};

/** "emergency_fee" → "Emergency fee"; unknown kinds are spelled out the same way. */
export function paymentKindLabel(kind: string): string {
  const label = KIND_LABELS[kind];
  if (label) return label;
  const words = kind.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "succeeded" → "Paid" (what a customer calls it). */
export function paymentStatusLabel(status: string): string {
  if (status === "succeeded" || status === "paid") return "Paid";
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}
