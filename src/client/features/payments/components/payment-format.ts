const KIND_LABELS: Record<string, string> = {
  deposit: "Deposit",
  emergency_fee: "Emergency fee",
  balance: "Invoice payment",
  refund: "Refund",
};

export const PAYMENT_KIND_OPTIONS = [
  { value: "all", label: "All kinds" },
  { value: "deposit", label: "Deposits" },
  { value: "emergency_fee", label: "Emergency fees" },
  { value: "balance", label: "Invoice payments" },
  { value: "refund", label: "Refunds" },
] as const;

export const PAYMENT_MODE_OPTIONS = [
  { value: "all", label: "Live and test" },
  { value: "live", label: "Live only" },
  { value: "test", label: "Test only" },
] as const;

export function paymentKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.replace(/_/g, " ");
}
