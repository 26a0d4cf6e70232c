type TFaultLog = { error: (details: object, message: string) => void; fatal: (details: object, message: string) => void };

const counts = { unhandled_rejections: 0, uncaught_exceptions: 0 };

/** How many faults this process survived or is dying of (the health check shows them). */
export function processFaults() {
  return { ...counts };
}

/**
 * A serving process's last line of defence (decision 0100). A promise nobody awaited that
 * rejects (a library's unawaited write while the database is away) is logged and counted, and
 * the process goes on serving: nothing of it is half-done, its caller was not waiting. An
 * exception nothing caught left a stack of ours broken at an unknown point: it is logged and
 * counted, and `onFatal` shuts the process down in order, for its supervisor to start again.
 */
export function installProcessGuards(log: TFaultLog, onFatal: () => void) {
  process.on("unhandledRejection", (reason) => {
    counts.unhandled_rejections += 1;
    log.error({ err: reason, unhandled_rejections: counts.unhandled_rejections }, "unhandled promise rejection; the process goes on");
  });
  process.on("uncaughtException", (error) => {
    counts.uncaught_exceptions += 1;
    log.fatal({ err: error }, "uncaught exception; shutting down");
    onFatal();
  });
}
