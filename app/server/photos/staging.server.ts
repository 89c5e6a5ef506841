import { randomUUID } from "node:crypto";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_DIR_MODE } from "../data-dir.server";
import { acquireFileLock, LockHeld, type FileLock } from "../db/dir-lock.server";
import { log } from "../log.server";

/**
 * Longer than any upload can take (the server allows a request 5 minutes, and checking its photos
 * takes a few more): a folder this old belongs to no request in progress.
 */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;

export const stagingRoot = (dataDir: string) => path.join(dataDir, "staging");

export interface Staging {
  /** This process's own staging folder: DATA_DIR/staging/<instance>/, one folder per request inside. */
  dir: string;
  release(): Promise<void>;
}

async function olderThan(file: string, ageMs: number, now: number): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  return info !== undefined && now - info.mtimeMs > ageMs;
}

/**
 * Each process receives uploads into a folder of its own, locked (flock) for as long as it lives,
 * so several processes can share DATA_DIR. At start, another instance's folder is removed only when
 * its lock can be taken, which means its process has ended (kill -9 included); a folder without a
 * lock file is removed only once it is older than any upload. Nothing a live process is receiving
 * is ever touched.
 */
export async function claimStaging(dataDir: string, now = Date.now()): Promise<Staging> {
  const root = stagingRoot(dataDir);
  await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  const id = randomUUID();
  const lock = await acquireFileLock(path.join(root, `${id}.lock`), "staging folder in use");
  const dir = path.join(root, id);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await sweep(root, id, now);
  return {
    dir,
    release: () => lock.release(),
  };
}

async function sweep(root: string, ownId: string, now: number): Promise<void> {
  const entries = await readdir(root).catch(() => [] as string[]);
  const names = new Set(entries);
  for (const name of entries) {
    if (name === ownId || name === `${ownId}.lock`) continue;
    const id = name.endsWith(".lock") ? name.slice(0, -5) : name;
    if (name.endsWith(".lock") && names.has(id)) continue; // handled with its folder
    if (!names.has(`${id}.lock`)) {
      // No lock file: a request folder from before instances had their own, or stray.
      if (await olderThan(path.join(root, name), LEFTOVER_AGE_MS, now)) await rm(path.join(root, name), { recursive: true, force: true });
      continue;
    }
    let lock: FileLock;
    try {
      lock = await acquireFileLock(path.join(root, `${id}.lock`), "in use");
    } catch (error) {
      if (error instanceof LockHeld) continue; // a live instance
      throw error;
    }
    try {
      await rm(path.join(root, id), { recursive: true, force: true });
      await rm(path.join(root, `${id}.lock`), { force: true });
      log.info({ instance: id }, "removed the staging folder of an instance that has stopped");
    } finally {
      await lock.release();
    }
  }
}
