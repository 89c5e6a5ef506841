import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { checkKey, contentTypeOf, type PhotoStore } from "./store.server";

/** Photos as files under `root` (DATA_DIR/uploads): one folder per quote. */
export function diskPhotoStore(root: string): PhotoStore {
  const folder = (quoteId: string) => path.join(root, quoteId);
  return {
    kind: "disk",
    async put(quoteId, name, body) {
      checkKey(quoteId, name);
      await mkdir(folder(quoteId), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a photo.
      const temp = path.join(folder(quoteId), `.${name}.${randomUUID()}.tmp`);
      try {
        await pipeline(body, createWriteStream(temp, { mode: 0o600 }));
        await rename(temp, path.join(folder(quoteId), name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async putFile(quoteId, name, file) {
      checkKey(quoteId, name);
      await mkdir(folder(quoteId), { recursive: true });
      await rename(file, path.join(folder(quoteId), name));
    },
    async get(quoteId, name) {
      checkKey(quoteId, name);
      const file = path.join(folder(quoteId), name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(file), bytes: info.size, contentType: contentTypeOf(name) };
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
