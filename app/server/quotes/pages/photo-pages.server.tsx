import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { quotePhotos, quotes } from "../../db/schema.server";
import { quoteByReference } from "../inbox/queries.server";
import { staffPage } from "../../../kernel/page/staff-page.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";
import { notFoundPage } from "./quote-page.server";
import { quotePath, tapLinkClass } from "../../../kernel/page/kit.server";

const position = (ctx: SignedInContext) => {
  const text = ctx.params.position ?? "";
  return /^\d{1,2}$/.test(text) ? Number(text) : undefined;
};

/** GET /staff/quotes/:reference/photos/:position: one photo large, with previous, next and back links. */
export async function photoPage(ctx: SignedInContext): Promise<Response> {
  const detail = await quoteByReference(ctx.services.database.db, ctx.params.reference ?? "");
  const at = position(ctx);
  const index = detail && at !== undefined ? detail.photos.findIndex((p) => p.position === at) : -1;
  if (!detail || index < 0) return notFoundPage(ctx);
  const { photos, quote } = detail;
  const photo = photos[index]!;
  const path = quotePath(quote.reference);
  const previous = photos[index - 1];
  const next = photos[index + 1];
  const label = `Photo ${index + 1} of ${photos.length}`;
  return staffPage({
    title: `${label} · ${quote.reference}`,
    staff: ctx.staff,
    children: (
      <>
        <h1 className="mb-2 font-display text-2xl font-bold text-brand-dark">{`${label} for ${quote.reference}`}</h1>
        <nav aria-label="Photos" className="mb-3 flex flex-wrap gap-x-4">
          <a href={path} className={tapLinkClass}>
            Back to the request
          </a>
          {previous && (
            <a href={`${path}/photos/${previous.position}`} rel="prev" className={tapLinkClass}>
              Previous photo
            </a>
          )}
          {next && (
            <a href={`${path}/photos/${next.position}`} rel="next" className={tapLinkClass}>
              Next photo
            </a>
          )}
          <a href={`${path}/photos/${photo.position}/full`} className={tapLinkClass}>
            Open the image alone
          </a>
        </nav>
        <figure>
          <img
            src={`${path}/photos/${photo.position}/full`}
            alt={`${label} sent with request ${quote.reference}: ${photo.originalName}`}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            className="h-auto max-h-[80vh] w-auto max-w-full rounded border border-slate-200 bg-white"
          />
          <figcaption className="mt-2 text-sm text-muted">{`${photo.originalName}${photo.width && photo.height ? ` · ${photo.width} × ${photo.height}` : ""}`}</figcaption>
        </figure>
      </>
    ),
  });
}

/**
 * GET …/photos/:position/full and …/thumb: the image itself from the photo store. The JPEG preview
 * when there is one (small, no metadata), otherwise the kept photo.
 */
export async function photoFile(ctx: SignedInContext): Promise<Response> {
  const at = position(ctx);
  const notFound = new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (at === undefined) return notFound;
  const [row] = await ctx.services.database.db
    .select({ quoteId: quotePhotos.quoteId, storedName: quotePhotos.storedName, previewName: quotePhotos.previewName })
    .from(quotePhotos)
    .innerJoin(quotes, eq(quotes.id, quotePhotos.quoteId))
    .where(and(eq(quotes.reference, (ctx.params.reference ?? "").toUpperCase()), eq(quotePhotos.position, at)));
  if (!row) return notFound;
  const store = ctx.services.photoStore;
  const object =
    (row.previewName ? await store.get(row.quoteId, row.previewName) : undefined) ?? (await store.get(row.quoteId, row.storedName));
  if (!object) return notFound;
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "Content-Disposition": "inline" };
  if (ctx.url.pathname.endsWith("/thumb")) {
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

/** Thumbnails are square, this many pixels a side: twice the largest size shown (128 px), for sharp screens. */
export const THUMB_PX = 256;
