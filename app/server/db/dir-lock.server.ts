import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { PRIVATE_FILE_MODE } from "../data-dir.server.ts";

export interface DirLock {
  /** Resolves once the lock is released (the holder has exited). */
  release(): Promise<void>;
}
export type FileLock = DirLock;

/** The lock file is held by a live process: the message says what to do. */
export class LockHeld extends Error {
  override readonly name = "LockHeld";
}

/** Exit code `flock` gives when the lock is held by someone else (chosen here, see below). */
const LOCK_HELD = 75;

/**
 * One process at a time may use an embedded database directory: an exclusive lock from the
 * operating system (flock(2) on DATA_DIR/pglite.lock) held for the life of this process.
 *
 * Node has no flock of its own, so the lock is held by a small `flock` child (util-linux) whose
 * standard input is a pipe from this process. When this process ends in any way, kill -9 included,
 * the pipe closes, the child's `cat` sees end-of-file and exits, and the kernel drops the lock:
 * no pid file is read, nothing stale is ever taken over, and two processes starting together
 * cannot both win. It works across containers sharing the folder, where pids mean nothing.
 */
export function acquireDirLock(dir: string): Promise<DirLock> {
  return acquireFileLock(
    path.join(dir, "pglite.lock"),
    `The data directory ${dir} is in use by another process. Stop that process, or give this one its own DATA_DIR, or use PostgreSQL with DATABASE_URL.`,
  );
}

/** An exclusive flock(2) on `file` (created if missing) for as long as this process lives or until released; LockHeld if taken. */
export function acquireFileLock(file: string, heldMessage: string): Promise<FileLock> {
  const dir = path.dirname(file);
  // Made here with its mode (flock would make it under the process umask); an existing one is left as it is.
  try {
    closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  } catch (error) {
    return Promise.reject(new Error(`Could not make the lock file ${file} (${(error as NodeJS.ErrnoException).code}).`));
  }
  return new Promise((resolve, reject) => {
    const child = spawn(
      "flock",
      ["--exclusive", "--nonblock", "--conflict-exit-code", String(LOCK_HELD), file, "sh", "-c", "echo locked; exec cat >/dev/null"],
      {
        stdio: ["pipe", "pipe", "ignore"],
      },
    );
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      child.kill("SIGKILL");
      reject(error);
    };
    child.on("error", (error) =>
      fail(new Error(`Could not lock ${dir}: the \`flock\` command (util-linux) is needed (${error.message}). Install util-linux.`)),
    );
    child.on("exit", (code) => {
      if (code === LOCK_HELD) fail(new LockHeld(heldMessage));
      else fail(new Error(`Could not lock ${file} (flock exited with ${code}).`));
    });
    child.stdout.once("data", () => {
      if (settled) return;
      settled = true;
      // The child must not keep this process alive, nor be waited for at exit.
      child.unref();
      (child.stdin as unknown as { unref?: () => void }).unref?.();
      (child.stdout as unknown as { unref?: () => void }).unref?.();
      child.removeAllListeners("exit");
      const exited = new Promise<void>((done) => child.once("exit", () => done()));
      resolve({
        release() {
          child.stdin.end();
          return exited;
        },
      });
    });
  });
}
