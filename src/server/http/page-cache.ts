import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";

// Decision 0094: a public page rendered for a signed-out visitor is the same for every
// signed-out visitor until the catalogue, the settings or the banners change (the render reads
// nothing else). It is kept in this process's memory with brotli and gzip copies, so the next
// visitor's HTML leaves without a render or a compression. Dropped whole with the public read
// cache (decision 0088): by an admin's write in this process, and by the database's
// `catalogue.changed` event from any process.

type TEncoding = "br" | "gzip";
const ENCODINGS: TEncoding[] = ["br", "gzip"];

export type TKeptPage = {
  status: number;
  html: string;
  /** The page's `Link` header (its largest paint's image), if it has one. */
  link: string | null;
  /** Made in the background after the page is kept; until then the compress plugin compresses. */
  encoded: Partial<Record<TEncoding, Buffer>>;
};

const compressors: Record<TEncoding, (html: string) => Promise<Buffer>> = {
  br: (html) => promisify(brotliCompress)(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
  gzip: (html) => promisify(gzip)(html, { level: 9 }),
};

/** 24 MB of pages: a rendered page is 100 to 300 KB, its two copies about a fifth of that. */
const MAX_BYTES = 24 * 1024 * 1024;

export function createPageCache(options: { enabled?: boolean; maxBytes?: number } = {}) {
  const enabled = options.enabled ?? true;
  const pages = new LRUCache<string, TKeptPage>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    // The copies arrive later: counted ahead, as a fifth of the page each.
    sizeCalculation: (page) => Math.ceil(page.html.length * 1.4) + 1,
  });
  /** Bumped by every drop: a page rendered from data read before a drop is sent, not kept. */
  let generation = 0;

  return {
    /** The page kept for this address, if any. */
    get: (key: string): TKeptPage | undefined => (enabled ? pages.get(key) : undefined),

    /** Read before rendering; `keep` refuses a page whose render started before a drop. */
    generation: () => generation,

    /**
     * Keeps a page rendered since `startedAt`, then makes its compressed copies at the highest
     * levels in zlib's thread pool (off the event loop). Resolves when they are made (tests).
     */
    async keep(key: string, page: Omit<TKeptPage, "encoded">, startedAt: number): Promise<void> {
      if (!enabled || startedAt !== generation) return;
      const kept: TKeptPage = { ...page, encoded: {} };
      pages.set(key, kept);
      await Promise.all(
        ENCODINGS.map(async (encoding) => {
          kept.encoded[encoding] = await compressors[encoding](kept.html);
        }),
      );
    },

    /** Forgets every page. */
    drop() {
      generation += 1;
      pages.clear();
    },

    size: () => pages.size,
  };
}

export type TPageCache = ReturnType<typeof createPageCache>;

/** Sends a page: its compressed copy when the browser accepts one that is ready, else the HTML. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: TKeptPage, { cacheControl = "no-cache" } = {}): FastifyReply {
  if (page.link) reply.header("link", page.link);
  reply.status(page.status).header("cache-control", cacheControl).type("text/html; charset=utf-8");
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", ENCODINGS);
  const encoded = encoding ? page.encoded[encoding] : undefined;
  // A body already encoded: the compress plugin leaves an answer with a Content-Encoding alone.
  if (encoding && encoded) return reply.header("content-encoding", encoding).header("vary", "accept-encoding").send(encoded);
  return reply.send(page.html);
}
