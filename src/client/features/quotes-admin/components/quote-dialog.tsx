import type { TAdminQuote } from "@/shared/schemas/quotes-admin.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useAdminQuote } from "../api/get-admin-quote.ts";
import { QuoteDetails, type TQuoteAction } from "./quote-details.tsx";

/** One quote, opened by its link (`?quote=<id>`, from the admin home), with its actions. */
export function QuoteDialog({ id, onAction, onClose }: { id: string; onAction: (action: TQuoteAction, quote: TAdminQuote) => void; onClose: () => void }) {
  const quote = useAdminQuote(id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Quote request</DialogTitle>
          <DialogDescription>From the website's quote form.</DialogDescription>
        </DialogHeader>
        {quote.isPending ? (
          <div role="status" aria-label="Loading the quote request" className="space-y-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-16" />
          </div>
        ) : quote.isError ? (
          <p className="text-sm text-red-700">{errorMessage(quote.error, "This quote request could not be loaded.")}</p>
        ) : (
          <QuoteDetails quote={quote.data} onAction={(action) => onAction(action, quote.data)} headingLevel="h3" />
        )}
      </DialogContent>
    </Dialog>
  );
}
