// npm run restore FILE: brings a backup of `npm run backup` back into the empty database at
// DATABASE_URL, and its uploads into DATA_DIR/uploads. Then start the app: it migrates a backup
// of an older release forward as at every start.
import { configOrExit } from "../src/server/config.ts";
import { backupSource } from "../src/server/ops/backup-source.ts";
import { restoreBackup } from "../src/server/ops/backup.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore FILE (a homefix-….tar written by npm run backup)");
  process.exit(1);
}
const config = configOrExit();
restoreBackup(file, backupSource(config)).then(
  () => console.log(`restored ${file}`),
  (error: unknown) => {
    console.error("The restore failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
