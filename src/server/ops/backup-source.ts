import path from "node:path";
import type { TConfig } from "../config.ts";
import { embeddedUrl } from "../db/embedded.ts";
import type { TBackupSource } from "./backup.ts";

/** What a backup reads, and a restore writes, by the settings: the database, and the uploads folder unless a bucket holds them. */
export function backupSource(config: TConfig): TBackupSource {
  return {
    databaseUrl: config.DATABASE_URL ?? embeddedUrl(config.EMBEDDED_PG_PORT),
    uploadsDir: config.S3_BUCKET ? null : path.resolve(config.DATA_DIR, "uploads"),
    bucket: config.S3_BUCKET ?? null,
    pgBinDir: config.PG_BIN_DIR,
  };
}
