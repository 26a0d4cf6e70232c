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
