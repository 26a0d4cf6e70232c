/**
 * An external business platform's page in a full-size frame (staff-side.md §2 Invoices,
 * Customers and Settings panes), offered only when its URL is configured (settings `embeds`,
 * https only). It sends no referrer and is sandboxed.
 */
export function EmbedFrame({ url, title }: { url: string; title: string }) {
  return (
    <div className="space-y-2">
      <iframe
        src={url}
        title={title}
        className="h-[75svh] w-full rounded-2xl border border-slate-200 bg-white shadow-sm"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
        loading="lazy"
      />
      <p className="text-sm text-slate-600">
        Not loading?{" "}
        <a href={url} target="_blank" rel="noreferrer noopener" className="font-medium text-brand-700 hover:underline">
          Open it in a new tab
        </a>
        .
      </p>
    </div>
  );
}
