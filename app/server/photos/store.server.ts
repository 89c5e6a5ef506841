import path from "node:path";
import type { Readable } from "node:stream";

/** One stored object: a kept photo or its preview. */
interface StoredObject {
  body: Readable;
  bytes: number;
  contentType: string;
}

/**
 * Where kept photos and previews live, by quote: `<quote id>/<name>` ("photo-1.jpg",
 * "preview-1.jpg"); a tip run's ticket photo lives the same way under the tip run's id. Used by the intake (before the quote's transaction commits), the email worker,
 * the staff inbox and the retention jobs. Disk (DATA_DIR/uploads) by default; see createPhotoStore.
 */
export interface PhotoStore {
  readonly kind: "disk" | "s3";
  /** Store one object from a stream; resolves once it is stored in full, rejects leaving nothing. */
  put(quoteId: string, name: string, body: Readable, contentType: string): Promise<void>;
  /** Store one object from a local file, which is consumed (a rename on disk). */
  putFile(quoteId: string, name: string, file: string, contentType: string): Promise<void>;
  /** The object, or undefined when it does not exist. */
  get(quoteId: string, name: string): Promise<StoredObject | undefined>;
  /** Remove every object of a quote; removing what is not there is not an error. */
  deleteQuote(quoteId: string): Promise<void>;
  /** The quotes that have objects, each with when its newest object was written. */
  listQuotes(): AsyncIterable<{ quoteId: string; modifiedAt: Date }>;
}

/**
 * Puts photos the pipeline kept (each photo and its preview, in `stagingDir`) into the store under
 * `folderId`: all of them, or none (a failure removes the folder again and is thrown).
 */
export async function putKeptPhotos(
  store: PhotoStore,
  folderId: string,
  photos: readonly { storedName: string; previewName: string; contentType: string }[],
  stagingDir: string,
): Promise<void> {
  try {
    for (const photo of photos) {
      await store.putFile(folderId, photo.storedName, path.join(stagingDir, photo.storedName), photo.contentType);
      await store.putFile(folderId, photo.previewName, path.join(stagingDir, photo.previewName), "image/jpeg");
    }
  } catch (error) {
    await store.deleteQuote(folderId).catch(() => {});
    throw error;
  }
}

/**
 * Object names are ours ("photo-3.jpg", a waste transfer note's "wtn-2026-000123.pdf"); the folder is
 * a UUID (a quote's id, or a note's own for its PDF). Anything else is refused before it reaches a
 * path or a key.
 */
export function checkKey(quoteId: string, name: string): void {
  if (!/^[0-9a-f-]{36}$/.test(quoteId) || !(/^[a-z]+-\d{1,2}\.(jpg|png)$/.test(name) || /^wtn-\d{4}-\d{6}\.pdf$/.test(name)))
    throw new Error(`Not a photo key: ${quoteId}/${name}`);
}

export const contentTypeOf = (name: string) =>
  name.endsWith(".png") ? "image/png" : name.endsWith(".pdf") ? "application/pdf" : "image/jpeg";

/** The photo store refused a write (a fault of the store): the quote is not stored, and the visitor is asked to try again (503). */
export class PhotoStoreUnavailable extends Error {
  override readonly name = "PhotoStoreUnavailable";
}
