// npm run backup: writes a backup of the database at DATABASE_URL (or the embedded one, while
// the app runs) and of the uploads folder into BACKUP_DIR (./backups by default); prints its path.
// Decision 0163; src/server/ops/backup.ts says what the file holds.
import { configOrExit } from "../src/server/config.ts";
import { backupSource } from "../src/server/ops/backup-source.ts";
import { writeBackup } from "../src/server/ops/backup.ts";

const config = configOrExit();
writeBackup(backupSource(config), config.BACKUP_DIR ?? "backups").then(
  (file) => console.log(`backup written: ${file}`),
  (error: unknown) => {
    console.error("The backup failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
