import path from "node:path";
import { buffer as readAll } from "node:stream/consumers";
import { business } from "../../../content/business";
import { MAX_PHOTOS } from "../../../lib/quote-limits";
import { wasteKind } from "../../../content/waste";
import { clearedPhotoNamesInUse, jobToComplete, type JobToComplete } from "../completion.server";
import { checkNoteFacts, type NoteFacts, type Payment } from "../note-facts.server";
import { issueNote } from "../issue.server";
import { refusalStatus, refusing } from "../../../kernel/refusal";
import { staffActor } from "../../../kernel/audit.server";
import { completeForm, COMPLETE_FIELD_LIMITS, type CompleteForm } from "./forms.server";
import { parseForm, readForm, redirect, type FormErrors } from "../../../kernel/page/kit.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";
import { keepPhoto, withStaffUpload } from "../../photos/staff-uploads.server";
import { beforeBookedDayPage, completePage, completePath, notFound } from "./complete-page.server";
import { firstValues, heldPhotosSent, NOTHING_TAKEN, rowsSent, usualSiteId, type HeldPhoto } from "./complete-state.server";
import { COMPLETE_ROWS_MAX } from "./forms.server";
import { londonDate, londonInstant } from "../../../kernel/uk-time";

/** The form's fields by the facts' paths, so each of checkNoteFacts's messages lands at its field. */
export function fieldOf(path: string, form: CompleteForm): string {
  const line = /^lines\.(\d+)\.(\w+)/.exec(path);
  if (line) {
    const row = form.rows[Number(line[1])]?.row ?? 0;
    return `line-${row}-${line[2]}`;
  }
  if (path === "lines") return "line-0-wasteId";
  const map: Record<string, string> = {
    customerName: "customerName",
    "customer.businessName": "businessName",
    "customer.sicCode": "sicCode",
    "customer.hierarchyDeclared": "hierarchy",
    transferredAt: "transferTime",
    "signature.name": "signatureName",
    "signature.confirmed": "confirmed",
    "signature.reason": "reason",
    "signature.png": "signaturePng",
    "payment.pence": "payment",
    "payment.method": "paymentMethod",
  };
  return map[path] ?? "form";
}

/** The note's facts from the form as read; the transfer time is on `day` (a London date). */
export function factsOf(form: CompleteForm, staff: SignedInContext["staff"], day: string): NoteFacts {
  return {
    customerName: form.customerName,
    customer:
      form.role === "business"
        ? { role: "business", businessName: form.businessName, sicCode: form.sicCode, hierarchyDeclared: form.hierarchy as true }
        : { role: "householder" },
    lines: form.rows.map((row) => ({
      wasteId: row.wasteId,
      description: row.description.trim() || (wasteKind(row.wasteId)?.description ?? ""),
      vanPercent: row.vanPercent,
      weightKg: row.weightKg,
      containment: row.containment as "loose",
      containmentText: row.containmentText || null,
      siteId: row.siteId || usualSiteId(row.wasteId),
    })),
    transferredAt: londonInstant(day, form.transferTime),
    // The note is the customer's to keep: a member of staff without a name is printed as the business, never by their email.
    crew: { id: staff.id, name: staff.name || business.name },
    signature:
      form.present === "not-present"
        ? { kind: "not-present", reason: form.reason }
        : { kind: "signed", name: form.signatureName, confirmed: form.confirmed as true, png: form.signaturePng },
  };
}

/** The payment as the form gives it: the job's sales record ("Nothing taken" records none, whatever the amount box says). */
const paymentOf = (form: CompleteForm): Payment =>
  form.paymentMethod === NOTHING_TAKEN
    ? { pence: 0, method: null }
    : { pence: form.pence, method: (form.paymentMethod || null) as "cash" | null };

/**
 * POST /staff/jobs/:booking/complete. Sent as multipart/form-data with any photos of the cleared
 * space (a plain form post, without photos, is read too). Each photo goes through the intake's
 * pipeline and into the request's folder of the photo store at once, as "cleared-<n>.jpg" (its
 * re-encoded JPEG of at most 1600 px): a form refused for anything else comes back with those
 * photos kept, ticked, so nothing sent is lost. The note's rows link them when it is issued.
 */
export async function completeAction(ctx: SignedInContext): Promise<Response> {
  const job = await jobToComplete(ctx.services.database.db, ctx.params.booking ?? "");
  if (!job) return notFound(ctx);
  // Done already (a second tap, another phone) or cancelled: the page says which; nothing is stored.
  if (job.note) return redirect(`${completePath(job.booking.id)}?note=${encodeURIComponent(job.note.number)}`);
  if (job.booking.status !== "booked") return redirect(completePath(job.booking.id));
  const now = ctx.services.clock.now(ctx.request);
  if (job.booking.slotDate > londonDate(now)) return beforeBookedDayPage(ctx, job, 409);
  const type = ctx.request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) return complete(ctx, job, await readForm(ctx.request), {});
  return withStaffUpload(ctx, { fieldLimits: COMPLETE_FIELD_LIMITS }, async (received) => {
    if (!received.ok) {
      // Refused while reading (a photo too large, the server busy): the form comes back with what was read of it.
      const sent = received.fieldsRead;
      if (![...sent.keys()].length)
        return completePage(ctx, {
          ...firstValues(job, now),
          errors: { photos: received.message },
          photos: [],
          status: refusalStatus(received.kind),
        });
      const { values } = parseForm(completeForm, sent);
      return completePage(ctx, {
        values,
        rows: rowsSent(values),
        errors: { photos: received.message },
        photos: heldPhotosSent(sent.getAll("photo")),
        status: refusalStatus(received.kind),
      });
    }
    const { upload, stagingDir } = received;
    const held = heldPhotosSent(upload.fieldList.getAll("photo"));
    const errors: FormErrors = {};
    const files = upload.files;
    if (held.length + files.length > MAX_PHOTOS)
      errors.photos = `At most ${MAX_PHOTOS} photos of the cleared space: the first ${MAX_PHOTOS} are kept.`;
    const inUse = await clearedPhotoNamesInUse(ctx.services.database.db, job.quote.id);
    for (const photo of held) inUse.add(photo.storedName);
    let next = 1;
    for (const [i, file] of files.slice(0, Math.max(0, MAX_PHOTOS - held.length)).entries()) {
      const photo = await keepPhoto(file, stagingDir, i + 1);
      if (!photo.ok) {
        errors.photos = errors.photos ? `${errors.photos} ${photo.message}` : photo.message;
        continue;
      }
      while (inUse.has(`cleared-${next}.jpg`)) next++;
      const storedName = `cleared-${next}.jpg`;
      inUse.add(storedName);
      await ctx.services.photoStore.putFile(job.quote.id, storedName, path.join(stagingDir, photo.kept.previewName), "image/jpeg");
      held.push({ storedName, originalName: file.originalName });
    }
    return complete(ctx, job, upload.fieldList, errors, held);
  });
}

/** The form read: refused with every problem (and the photos kept), or the note issued. */
async function complete(
  ctx: SignedInContext,
  job: JobToComplete,
  fields: URLSearchParams,
  photoErrors: FormErrors,
  photos: HeldPhoto[] = [],
): Promise<Response> {
  const parsed = parseForm(completeForm, fields);
  const rows = rowsSent(parsed.values);
  // "Add a line": the form again with one more line, everything typed and every photo kept, nothing checked yet.
  if (fields.get("intent") === "add-line")
    return completePage(ctx, {
      values: parsed.values,
      errors: photoErrors,
      rows: Math.min(COMPLETE_ROWS_MAX, rows + 1),
      photos,
      status: 200,
    });
  const again = (errors: FormErrors) => completePage(ctx, { values: parsed.values, errors, rows, photos, status: 400 });
  if (!parsed.ok) return again({ ...parsed.errors, ...photoErrors });
  const form = parsed.data;
  const now = ctx.services.clock.now(ctx.request);
  const facts = factsOf(form, ctx.staff, londonDate(now));
  const checked = checkNoteFacts(facts);
  if (!checked.ok) {
    const errors: FormErrors = { ...photoErrors };
    for (const [path, message] of Object.entries(checked.errors)) errors[fieldOf(path, form)] ??= message;
    return again(errors);
  }
  if (Object.keys(photoErrors).length) return again(photoErrors);
  const stored = await storedPhotos(ctx, job.quote.id, photos);
  if (!stored.ok) return again({ photos: stored.message });
  const issued = await refusing(() =>
    issueNote(
      ctx.services.database.db,
      {
        ...facts,
        photos: stored.photos,
        payment: paymentOf(form),
        bookingId: job.booking.id,
        actor: staffActor(ctx.staff),
        now,
      },
      {
        photoStore: ctx.services.photoStore,
        mailDomain: ctx.services.mailDomain,
        wake: () => ctx.services.outbox.wake(),
      },
    ),
  );
  if (issued.ok) return redirect(`${completePath(job.booking.id)}?note=${encodeURIComponent(issued.value.number)}`);
  const byPath = issued.fields;
  const errors: FormErrors = {};
  if (byPath) for (const [path, message] of Object.entries(byPath)) errors[fieldOf(path, form)] ??= message;
  else if (/signature/i.test(issued.message)) errors.signaturePng = issued.message;
  else errors.form = issued.message;
  return again(errors);
}

/** The held photos as the note's rows record them, read back from the photo store (a name that is not there is refused). */
async function storedPhotos(ctx: SignedInContext, quoteId: string, photos: HeldPhoto[]) {
  const { default: sharp } = await import("sharp");
  const found = [];
  for (const photo of photos) {
    const object = await ctx.services.photoStore.get(quoteId, photo.storedName);
    if (!object) return { ok: false as const, message: `The photo ${photo.originalName} is no longer stored: untick it, or add it again.` };
    const bytes = await readAll(object.body);
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => undefined);
    found.push({
      storedName: photo.storedName,
      originalName: photo.originalName,
      contentType: "image/jpeg" as const,
      bytes: bytes.length,
      width: meta?.width ?? null,
      height: meta?.height ?? null,
    });
  }
  return { ok: true as const, photos: found };
}
