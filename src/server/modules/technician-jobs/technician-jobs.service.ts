import { fieldError, notFound } from "../../errors.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TTechnicianRecord } from "../../auth/scopes.ts";
import { businessToday } from "../../../shared/rules/dates.ts";
import type { TJobStatus } from "../../../shared/rules/job-status.ts";
import type {
  TTechnicianJobDetail,
  TTechnicianJobPage,
  TTechnicianJobsQuery,
  TTechnicianNotesRequest,
  TTechnicianPhotoRequest,
  TTechnicianStatusRequest,
} from "../../../shared/schemas/technician-jobs.ts";
import type { TUploadFile } from "../../db/schema.ts";
import type { TJobsService } from "../jobs/jobs.service.ts";
import type { TIdempotencyService } from "../idempotency/idempotency.service.ts";
import type { TMediaReferences } from "../uploads/uploads.service.ts";
import { responsiveImage } from "../uploads/responsive-image.ts";
import type { TTechnicianJobsRepository } from "./technician-jobs.repository.ts";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type TJobRow = Awaited<ReturnType<TTechnicianJobsRepository["open"]>>[number];
const jobOut = (row: TJobRow) => ({ ...row, started_at: iso(row.started_at), completed_at: iso(row.completed_at) });
type TNoteRow = Awaited<ReturnType<TTechnicianJobsRepository["notes"]>>[number];
const noteOut = (row: TNoteRow) => ({ ...row, created_at: row.created_at.toISOString() });
type TPhotoRow = { id: string; url: string; caption: string | null; created_at: Date; files: TUploadFile[] | null };
const photoOut = ({ files, ...row }: TPhotoRow) => ({ ...row, image: files ? responsiveImage(files) : null, created_at: row.created_at.toISOString() });

/** The technician's moves (staff-side.md §4): Start Job and Complete. */
const MOVES = { start: "in_progress", complete: "completed" } as const satisfies Record<string, TJobStatus>;
export type TTechnicianMove = keyof typeof MOVES;

// Jobs. The status changes go through the job domain's one `changeStatus` (actor
// technician), so the compare-and-set, the invoice issued on completion and the customer's
// notices and e-mails all happen as they do for an admin's quick action.
export function technicianJobsService(deps: {
  repository: TTechnicianJobsRepository;
  jobs: TJobsService;
  media: TMediaReferences;
  idempotency: TIdempotencyService;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function assigned(tx: Parameters<TTechnicianJobsRepository["lockAssigned"]>[0], technician: TTechnicianRecord, jobId: string) {
    if (!(await repository.lockAssigned(tx, technician.id, jobId))) throw notFound("Job");
  }

  return {
    async list(technician: TTechnicianRecord, query: TTechnicianJobsQuery & { limit: number }): Promise<TTechnicianJobPage> {
      if (query.view === "done") {
        const page = await repository.done(technician.id, { cursor: query.cursor, limit: query.limit });
        return { items: page.items.map(jobOut), next_cursor: page.next_cursor };
      }
      const rows = await repository.open(technician.id, businessToday(now()));
      return { items: rows.map(jobOut), next_cursor: null };
    },

    async detail(technician: TTechnicianRecord, jobId: string): Promise<TTechnicianJobDetail> {
      const job = await repository.find(technician.id, jobId);
      if (!job) throw notFound("Job");
      const [notes, photos] = await Promise.all([repository.notes(jobId), repository.photos(jobId)]);
      return { ...jobOut(job), notes: notes.map(noteOut), photos: photos.map(photoOut) };
    },

    /** Start Job (pending or scheduled) and Complete (in progress); the server stamps the times. */
    move(viewer: TViewer, technician: TTechnicianRecord, jobId: string, move: TTechnicianMove, body: TTechnicianStatusRequest, key: string | undefined) {
      return deps.idempotency.writeByHeader({ operation: `technician.job.${move}`, viewer, key, params: { job_id: jobId, ...body } }, async (tx) => {
        const row = await deps.jobs.changeStatus({ actor: "technician", technicianId: technician.id, jobId, to: MOVES[move], expected: body.expected }, tx);
        return { status: 200, body: { id: row.id, status: row.status, started_at: iso(row.started_at), completed_at: iso(row.completed_at) } };
      });
    },

    /** Save Notes: each non-empty box becomes one entry of the job's note history, by its author. */
    addNotes(viewer: TViewer, technician: TTechnicianRecord, jobId: string, body: TTechnicianNotesRequest, key: string | undefined) {
      const customer = body.customer_notes ?? "";
      const internal = body.internal_notes ?? "";
      return deps.idempotency.writeByHeader({ operation: "technician.job.notes", viewer, key, params: { job_id: jobId, customer, internal } }, async (tx) => {
        await assigned(tx, technician, jobId);
        const rows = [
          ...(customer ? [{ job_id: jobId, author_id: viewer.user.id, body: customer, is_internal: false }] : []),
          ...(internal ? [{ job_id: jobId, author_id: viewer.user.id, body: internal, is_internal: true }] : []),
        ];
        const notes = await repository.addNotes(tx, rows);
        return { status: 201, body: { notes: notes.map(noteOut) } };
      });
    },

    /**
     * Take Photo: an image the technician uploaded (decision 0051: re-encoded, GPS and every other
     * EXIF field gone) is kept on the job; the upload is held against the release job until commit.
     */
    addPhoto(viewer: TViewer, technician: TTechnicianRecord, jobId: string, body: TTechnicianPhotoRequest, key: string | undefined) {
      return deps.idempotency.writeByHeader({ operation: "technician.job.photo", viewer, key, params: { job_id: jobId, ...body } }, async (tx) => {
        await assigned(tx, technician, jobId);
        if (!(await repository.uploadedBy(tx, body.url, viewer.user.id))) {
          throw fieldError("url", "is not a photo you uploaded: upload it again");
        }
        await deps.media.replace(tx, [], [{ field: "url", url: body.url, kind: "image" }]);
        const photo = await repository.addPhoto(tx, { job_id: jobId, uploaded_by: viewer.user.id, url: body.url, caption: body.caption || null });
        return { status: 201, body: photoOut(photo) };
      });
    },
  };
}

export type TTechnicianJobsService = ReturnType<typeof technicianJobsService>;
