import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export interface DirLock {
  release(): void;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One process at a time may use an embedded database directory. The lock file holds the owner's
 * pid; a lock left by a process that has died (kill -9, power cut) is taken over.
 */
export function acquireDirLock(dir: string): DirLock {
  const file = path.join(dir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processIsAlive(owner)) {
        throw new Error(
          `The data directory ${dir} is in use by another process (pid ${owner}). ` +
            "Stop that process, or give this one its own DATA_DIR, or use PostgreSQL with DATABASE_URL.",
        );
      }
      // Stale lock from a process that is gone (or from this very process after a crash-restart in tests).
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
