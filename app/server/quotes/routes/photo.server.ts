/**
 * The request's photos: GET /staff/quotes/:reference/photos/:position (one photo large, with its
 * neighbours; 404 with the "no such request" page when there is none), and …/full and …/thumb (the
 * image itself from the photo store; a plain 404 when there is none).
 */
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { quotePhotos, quotes } from "../../db/schema.server";
import { plainText } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { quoteByReference } from "../inbox/queries.server";
import type { PhotoPageData } from "../views/photo-page";

const positionOf = (text: string) => (/^\d{1,2}$/.test(text) ? Number(text) : undefined);

/** GET /staff/quotes/:reference/photos/:position */
export async function photoPage(params: { reference: string; position: string }, context: Readonly<RouterContextProvider>) {
  const detail = await quoteByReference(context.get(runtimeContext).database.db, params.reference);
  const at = positionOf(params.position);
  const index = detail && at !== undefined ? detail.photos.findIndex((p) => p.position === at) : -1;
  if (!detail || index < 0) return data({ found: false as const }, { status: 404 });
  const { photos, quote } = detail;
  const shown = ({ position, originalName, width, height }: (typeof photos)[number]) => ({ position, originalName, width, height });
  const previous = photos[index - 1];
  const next = photos[index + 1];
  const page: PhotoPageData = {
    reference: quote.reference,
    photo: shown(photos[index]!),
    number: index + 1,
    count: photos.length,
    previous: previous && previous.position,
    next: next && next.position,
  };
  return { found: true as const, page };
}

/** Thumbnails are square, this many pixels a side: twice the largest size shown (128 px), for sharp screens. */
const THUMB_PX = 256;

/**
 * GET …/photos/:position/full and …/thumb: the image itself from the photo store. The JPEG preview
 * when there is one (small, no metadata), otherwise the kept photo.
 */
export async function photoFile(
  params: { reference: string; position: string },
  size: "full" | "thumb",
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const at = positionOf(params.position);
  const notFound = () => plainText(404, "Not found");
  if (at === undefined) return notFound();
  const runtime = context.get(runtimeContext);
  const [row] = await runtime.database.db
    .select({ quoteId: quotePhotos.quoteId, storedName: quotePhotos.storedName, previewName: quotePhotos.previewName })
    .from(quotePhotos)
    .innerJoin(quotes, eq(quotes.id, quotePhotos.quoteId))
    .where(and(eq(quotes.reference, params.reference.toUpperCase()), eq(quotePhotos.position, at)));
  if (!row) return notFound();
  const store = runtime.photoStore;
  const object =
    (row.previewName ? await store.get(row.quoteId, row.previewName) : undefined) ?? (await store.get(row.quoteId, row.storedName));
  if (!object) return notFound();
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "Content-Disposition": "inline" };
  if (size === "thumb") {
    // A list of 25 requests on a phone: small thumbnails (a few KB each), not 25 full previews.
    const { default: sharp } = await import("sharp");
    const thumb = await object.body
      .pipe(sharp({ limitInputPixels: 40_000_000 }).rotate().resize(THUMB_PX, THUMB_PX, { fit: "cover" }).jpeg({ quality: 70 }))
      .toBuffer();
    return new Response(new Uint8Array(thumb), {
      headers: { ...headers, "Content-Type": "image/jpeg", "Content-Length": String(thumb.length) },
    });
  }
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: { ...headers, "Content-Type": object.contentType, "Content-Length": String(object.bytes) },
  });
}
