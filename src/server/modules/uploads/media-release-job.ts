import type { FastifyBaseLogger } from "fastify";
import type { TJob } from "../../queue/queue.ts";
import type { TStorage } from "../../storage/storage.ts";
import type { TUploadsRepository } from "./uploads.repository.ts";

// Decision 0051: files no record references are deleted, by a job on the durable queue. It is
// queued in the transaction that stores an upload (to run once the upload has had time to be
// used) and in each transaction where a record stops referencing one (to run at once), so a
// failed save, a replaced image and a crash between two steps all end with the files gone.
export const MEDIA_RELEASE_JOB = "release-unused-media";
export type TMediaReleaseJob = { upload_id: string };

export const MEDIA_RELEASE_JOB_OPTIONS = { retryLimit: 10, retryDelaySeconds: 60, expireInSeconds: 5 * 60 };

/**
 * Marks the upload `deleting` under its row lock when nothing references it (a record taking it
 * waits on that lock, then finds it gone), then deletes its files, then its row. A failure
 * between the steps retries: the mark stays, and deleting a file twice is no error.
 */
export function mediaRelease(deps: { repository: TUploadsRepository; storage: TStorage; log: FastifyBaseLogger }) {
  return async function release(job: Pick<TJob<TMediaReleaseJob>, "data">) {
    const id = job.data.upload_id;
    const upload = await deps.repository.transaction((tx) => deps.repository.markDeletingIfUnused(tx, id));
    if (!upload) return;
    for (const file of upload.files) await deps.storage.delete(file.key);
    await deps.repository.release(id);
    deps.log.info({ upload: id, files: upload.files.length }, "media: deleted an upload nothing references");
  };
}
