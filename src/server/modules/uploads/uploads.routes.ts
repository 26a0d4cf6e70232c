import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { AppError, fieldError } from "../../errors.ts";
import { isPrivateKey, type TStorage } from "../../storage/storage.ts";
import { CONTENT_TYPES } from "../../storage/file-type.ts";
import { UPLOAD_FOLDERS as FOLDERS, ZUploaded, type TUploadFolder } from "../../../shared/schemas/media.ts";
import type { TUploadsService } from "./uploads.service.ts";

const fileNotFound = () => new AppError("NOT_FOUND", "File not found");
const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "The upload is too large");
const unreadable = () => fieldError("file", "could not be read", "The upload could not be read: send one file as multipart/form-data");

/**
 * The multipart parser reports a body it cannot parse (no boundary, the wrong one, a body cut
 * short) with plain errors that carry no status: those are the sender's fault, a 400. The
 * plugin's own errors (the size and count limits) keep their status.
 */
async function parsing<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || (error instanceof Error && "statusCode" in error)) throw error;
    throw unreadable();
  }
}

type TOptions = { storage: TStorage; uploads: TUploadsService; maxBytes: number; rateLimitMax: number };

/** The uploader's account; the client address only for a request without one (refused by the guard anyway). */
const uploadRateKey = async (request: FastifyRequest) => {
  const viewer = await request.viewer();
  return viewer ? `user:${viewer.user.id}` : `ip:${request.ip}`;
};

export const uploadsRoutes: FastifyPluginAsyncZod<TOptions> = async (app, { storage, uploads, maxBytes, rateLimitMax }) => {
  app.post(
    "/api/uploads",
    {
      onRequest: authorize("create:upload:own"),
      // Per user, as the README says: a shared address (an office, a crew's phones on one
      // carrier) must not let one person's uploads block another's (decision 0113).
      config: { rateLimit: { max: rateLimitMax, timeWindow: "1 minute", keyGenerator: uploadRateKey } },
      schema: {
        tags: ["uploads"],
        summary:
          "Upload one image or video (multipart field `file`, optional `folder`): typed by content; images re-encoded without metadata into WebP widths and a fallback",
        consumes: ["multipart/form-data"],
        response: { 201: ZUploaded },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fieldError("file", "is required", "Send the file as multipart/form-data");
      const part = await parsing(() => request.file({ limits: { fileSize: maxBytes, files: 1 } }));
      if (!part || part.fieldname !== "file") throw fieldError("file", "is required");
      const data = await parsing(() => part.toBuffer()); // throws FST_REQ_FILE_TOO_LARGE past the cap (413)...
      // ...but not always: busboy cuts the file at exactly the cap and marks it truncated after
      // its last chunk, so a cut file can come back whole-looking (fault 5).
      if (part.file.truncated || data.length > maxBytes) throw tooLarge();
      const folderField = part.fields.folder;
      const folder = folderField && "value" in folderField ? String(folderField.value) : "services";
      if (!(FOLDERS as readonly string[]).includes(folder)) {
        throw fieldError("folder", `must be one of ${FOLDERS.join(", ")}`);
      }
      const stored = await uploads.store((await requireViewer(request)).user.id, folder as TUploadFolder, data);
      return reply.status(201).send(stored);
    },
  );

  app.get(
    "/uploads/:folder/:name",
    { schema: { hide: true, params: z.object({ folder: z.enum(FOLDERS), name: z.string().regex(/^[0-9a-f-]{36}(-[0-9]{1,4})?\.[a-z0-9]{2,5}$/) }) } },
    async (request, reply) => {
      const { folder, name } = request.params;
      const key = `${folder}/${name}`;
      const isPrivate = isPrivateKey(key);
      // A job's photo is for the people of that job only (decision 0118); one they may not see
      // is answered as one that does not exist.
      if (isPrivate && !(await uploads.maySeeJobPhoto(await requireViewer(request), key))) throw fileNotFound();
      const contentType = CONTENT_TYPES[name.split(".").pop() ?? ""];
      const data = contentType ? await storage.get(key) : null;
      if (!data) throw fileNotFound();
      return reply
        .type(contentType)
        .header("cache-control", isPrivate ? "private, max-age=3600" : "public, max-age=31536000, immutable")
        .send(data);
    },
  );
};
