/**
 * Writing a file so that it survives a power cut once the call returns: the file's bytes are
 * flushed (fsync), then it takes its final name by rename, then the folder that holds the name is
 * flushed, and so is each folder made for it. The database flushes its own commits (PostgreSQL);
 * these are the files written beside it before a request is answered: photos, note PDFs, emails
 * kept as files.
 */
import { mkdir, open, rename } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_DIR_MODE } from "./data-dir.server";

/** fsync of a file or a folder, by name. */
async function flush(name: string): Promise<void> {
  const handle = await open(name, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Makes `folder` (0700) if it is missing, with any missing parents, and flushes the folder each new
 * one was made in, so the new names survive too. Linear in the folders made.
 */
export async function makeFolderDurably(folder: string): Promise<void> {
  const first = await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (first === undefined) return;
  // `first` is the top-most folder made; flush its parent and each folder made below it.
  for (let made = path.resolve(folder); ; made = path.dirname(made)) {
    await flush(path.dirname(made));
    if (made === path.resolve(first)) break;
  }
}

/** Flushes the finished file `temp`, renames it to `final` (same folder) and flushes that folder. */
export async function renameDurably(temp: string, final: string): Promise<void> {
  await flush(temp);
  await rename(temp, final);
  await flush(path.dirname(final));
}
