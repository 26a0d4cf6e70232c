import { and, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { customers, heroBanners, jobPhotos, jobs, services, technicians, uploads, type TUploadFile } from "../../db/schema.ts";

export type TNewUpload = {
  user_id: string;
  key: string;
  url: string;
  kind: "image" | "video";
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  files: TUploadFile[];
};

/**
 * Decision 0051: whether any record still shows one of `urls`. Every column that keeps an
 * upload's URL is listed here; a feature that starts keeping uploads in a new column adds it,
 * or the release job would take its files for unused.
 */
function referencedSql(urls: string[]) {
  const list = sql`array[${sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  )}]::text[]`;
  return sql`(
    exists (select 1 from ${services} where ${services.image_url} = any(${list}) or ${services.video_url} = any(${list}) or ${services.gallery_images} && ${list})
    or exists (select 1 from ${heroBanners} where ${heroBanners.image_url} = any(${list}) or ${heroBanners.video_url} = any(${list}) or ${heroBanners.gallery_images} && ${list})
    or exists (select 1 from ${jobPhotos} where ${jobPhotos.url} = any(${list}))
  )`;
}

export function uploadsRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /**
     * Records an upload if it fits the user's quota for the last 24 hours, in one statement;
     * null when it does not fit.
     */
    async reserve(executor: TExecutor, row: TNewUpload, dailyQuotaBytes: number) {
      const result = await executor.execute<{ id: string }>(sql`
        insert into ${uploads} (user_id, key, url, kind, content_type, size, width, height, files)
        select ${row.user_id}, ${row.key}, ${row.url}, ${row.kind}, ${row.content_type}, ${row.size}, ${row.width}, ${row.height}, ${JSON.stringify(row.files)}::jsonb
        where (select coalesce(sum(size), 0) from ${uploads}
               where user_id = ${row.user_id} and created_at > now() - interval '1 day') + ${row.size} <= ${dailyQuotaBytes}
        returning id`);
      return result.rows[0]?.id ?? null;
    },

    /** Frees a reservation whose files could not be stored, or whose files are deleted. */
    async release(id: string) {
      await db.delete(uploads).where(eq(uploads.id, id));
    },

    /**
     * The ready uploads behind `urls`, locked until the transaction ends: a record about to
     * reference them holds them against the release job, which locks them to delete them.
     */
    lockReady(tx: TTx, urls: string[]) {
      if (urls.length === 0) return Promise.resolve([]);
      return tx
        .select({ url: uploads.url, kind: uploads.kind })
        .from(uploads)
        .where(and(inArray(uploads.url, urls), eq(uploads.status, "ready")))
        .for("share");
    },

    async idsByUrls(executor: TExecutor, urls: string[]) {
      if (urls.length === 0) return [];
      const rows = await executor.select({ id: uploads.id }).from(uploads).where(inArray(uploads.url, urls));
      return rows.map((row) => row.id);
    },

    /**
     * The release job's first step: the upload, locked, marked `deleting` when no record
     * references any of its files (or already marked by an earlier try); null when it is gone
     * or still used.
     */
    async markDeletingIfUnused(tx: TTx, id: string) {
      const [upload] = await tx
        .select({ id: uploads.id, url: uploads.url, status: uploads.status, files: uploads.files })
        .from(uploads)
        .where(eq(uploads.id, id))
        .for("update");
      if (!upload) return null;
      if (upload.status === "ready") {
        const urls = [...new Set([upload.url, ...upload.files.map((file) => file.url)])];
        const [{ used }] = (await tx.execute<{ used: boolean }>(sql`select ${referencedSql(urls)} as used`)).rows;
        if (used) return null;
        await tx.update(uploads).set({ status: "deleting" }).where(eq(uploads.id, id));
      }
      return upload;
    },

    /**
     * Decision 0118: whether the user took the job photo stored at `key` (any of its sizes), or is
     * the technician assigned to, or the customer of, a job that shows it.
     */
    async jobPhotoVisibleTo(key: string, userId: string) {
      const result = await db.execute(sql`
        select 1 from ${uploads} u
        where u.files @> ${JSON.stringify([{ key }])}::jsonb
          and (u.user_id = ${userId} or exists (
            select 1 from ${jobPhotos} p
            join ${jobs} j on j.id = p.job_id
            left join ${technicians} t on t.id = j.technician_id
            left join ${customers} c on c.id = j.customer_id
            where p.url = u.url and (t.profile_id = ${userId} or c.profile_id = ${userId})))
        limit 1`);
      return result.rows.length > 0;
    },

    /** The stored files of the uploads behind `urls`, for pages that show them (ready ones only). */
    filesByUrls(executor: TExecutor, urls: string[]) {
      if (urls.length === 0) return Promise.resolve([]);
      return executor
        .select({ url: uploads.url, kind: uploads.kind, files: uploads.files })
        .from(uploads)
        .where(and(inArray(uploads.url, urls), eq(uploads.status, "ready")));
    },
  };
}

export type TUploadsRepository = ReturnType<typeof uploadsRepository>;
