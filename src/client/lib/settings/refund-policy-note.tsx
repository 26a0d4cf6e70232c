import { refundPolicyText } from "@/shared/rules/refund.ts";
import { cn } from "@/client/lib/cn.ts";
import { usePublicSettings } from "./public-settings.ts";

/**
 * Decision 0131: the refund policy in the one wording of `refundPolicyText`, with the hours from
 * the business's settings: in the booking dialog before paying, on the receipt, and in the
 * cancel and reschedule dialogs.
 */
export function RefundPolicyNote({ className }: { className?: string }) {
  const policy = usePublicSettings().data?.refund_policy;
  if (!policy) return null;
  return <p className={cn("text-xs text-slate-600", className)}>{refundPolicyText(policy)}</p>;
}
