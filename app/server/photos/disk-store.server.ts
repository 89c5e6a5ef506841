import { randomUUID } from "node:crypto";
import { constants, createWriteStream } from "node:fs";
import { chmod, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PRIVATE_FILE_MODE } from "../data-dir.server";
import { makeFolderDurably, renameDurably } from "../durable-file.server";
import { checkKey, contentTypeOf, type PhotoStore } from "./store.server";

/** The disk photo store's folder (PHOTO_STORE=disk) inside the data folder. */
export const uploadsRoot = (dataDir: string) => path.join(dataDir, "uploads");

/**
 * Photos as files under `root` (DATA_DIR/uploads): one folder per quote (0700), each file 0600.
 * A put returns once the file and its name are flushed to disk (a quote is acknowledged after its
 * photos are stored, and must not lose them to a power cut).
 */
export function diskPhotoStore(root: string): PhotoStore {
  const folder = (quoteId: string) => path.join(root, quoteId);
  return {
    kind: "disk",
    async put(quoteId, name, body) {
      checkKey(quoteId, name);
      await makeFolderDurably(folder(quoteId));
      // Written under a temporary name and renamed: a reader never sees half a photo.
      const temp = path.join(folder(quoteId), `.${name}.${randomUUID()}.tmp`);
      try {
        await pipeline(body, createWriteStream(temp, { mode: PRIVATE_FILE_MODE }));
        await renameDurably(temp, path.join(folder(quoteId), name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async putFile(quoteId, name, file) {
      checkKey(quoteId, name);
      await makeFolderDurably(folder(quoteId));
      // The image library made it under the process umask.
      await chmod(file, PRIVATE_FILE_MODE);
      await renameDurably(file, path.join(folder(quoteId), name));
    },
    async get(quoteId, name) {
      checkKey(quoteId, name);
      const file = path.join(folder(quoteId), name);
      // Only a plain file the store wrote: a symbolic link put in its place is not followed.
      const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => undefined);
      if (!handle) return undefined;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      return { body: handle.createReadStream(), bytes: info.size, contentType: contentTypeOf(name) };
    },
    async deleteQuote(quoteId) {
      if (!/^[0-9a-f-]{36}$/.test(quoteId)) throw new Error(`Not a quote id: ${quoteId}`);
      await rm(folder(quoteId), { recursive: true, force: true });
    },
    async *listQuotes() {
      for (const name of await readdir(root).catch(() => [] as string[])) {
        const info = await stat(path.join(root, name)).catch(() => undefined);
        if (info?.isDirectory()) yield { quoteId: name, modifiedAt: info.mtime };
      }
    },
  };
}
