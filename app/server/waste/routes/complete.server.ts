import path from "node:path";
import { buffer as readAll } from "node:stream/consumers";
import { data, type RouterContextProvider } from "react-router";
import type { FormErrors } from "../../../components/page-kit/kit";
import { staffActor } from "../../audit.server";
import { parseForm, readForm } from "../../../kernel/form.server";
import { phoneForPeople, telHref } from "../../../kernel/phone";
import { refusalStatus, refusing } from "../../../kernel/refusal";
import { londonDate } from "../../../kernel/uk-time";
import { MAX_PHOTOS } from "../../../lib/quote-limits";
import { pageCsp, PAGE_CSP } from "../../page-policy.server";
import { redirect } from "../../responses.server";
import { runtimeContext, type Runtime } from "../../runtime.server";
import { staffContext, type StaffIdentity } from "../../staff-context.server";
import { clearedPhotoNamesInUse, jobToComplete, type JobToComplete } from "../completion.server";
import { factsOf, fieldOf, paymentOf } from "../form-facts.server";
import { beforeBookedDay, checkNoteFacts } from "../note-facts.server";
import { completeScript } from "../complete-script.server";
import { firstValues, rowsSent } from "../pages/complete-state.server";
import { COMPLETE_FIELD_LIMITS, COMPLETE_ROWS_MAX, completeForm } from "../pages/forms.server";
import { completePath } from "../paths";
import { heldPhotosSent, type CompletePageState, type HeldPhoto } from "../views/complete-fields";
import type { CompletePageData } from "../views/complete-page";

interface Args {
  request: Request;
  params: { booking?: string };
  context: Readonly<RouterContextProvider>;
}

/** A page of the completion, with its status; the policy allows the form's one script when the form is shown. */
function page(payload: CompletePageData, status = 200, script?: ReturnType<typeof completeScript.forPage>) {
  return data(payload, { status, headers: { "Content-Security-Policy": script ? pageCsp(script) : PAGE_CSP } });
}

const missing = () => page({ page: "missing" }, 404);

/** A job before its booked day: the reason and the ways out, no form (200 when opened, 409 when the form was sent). */
const beforeBookedDayPage = (job: JobToComplete, status: number) =>
  page(
    {
      page: "before-booked-day",
      reference: job.quote.reference,
      slotDate: job.booking.slotDate,
      refusal: beforeBookedDay(job.booking.slotDate),
      phone: { href: telHref(job.booking.phone), text: phoneForPeople(job.booking.phone) },
    },
    status,
  );

/** The form, first or again with its problems marked and the photos kept. */
function formPage(runtime: Runtime, job: JobToComplete, state: CompletePageState, status: number) {
  const { booking, quote } = job;
  const script = completeScript.forPage(runtime.env.SITE_URL);
  return page(
    {
      page: "form",
      job: {
        bookingId: booking.id,
        reference: quote.reference,
        customerName: quote.name,
        address: [booking.addressLine1, booking.addressLine2, booking.town, booking.postcode].filter(Boolean).join(", "),
        slotDate: booking.slotDate,
        totalPence: job.totalPence,
      },
      state,
      action: completePath(booking.id),
      script: { src: script.src, hash: script.hash },
    },
    status,
    script,
  );
}

/** GET /staff/jobs/:booking/complete (?note=… after issuing). */
export async function completePage({ request, params, context }: Args) {
  const runtime = context.get(runtimeContext);
  const job = await jobToComplete(runtime.database.db, params.booking ?? "");
  if (!job) return missing();
  if (job.note || job.booking.status !== "booked")
    return page({ page: "nothing", reference: job.quote.reference, note: job.note, cancelled: job.booking.status === "cancelled" });
  const now = runtime.clock.now(request);
  if (job.booking.slotDate > londonDate(now)) return beforeBookedDayPage(job, 200);
  return formPage(runtime, job, { ...firstValues(job, now), errors: {}, photos: [] }, 200);
}

/**
 * POST /staff/jobs/:booking/complete. Sent as multipart/form-data with any photos of the cleared
 * space (a plain form post, without photos, is read too). Each photo goes through the intake's
 * pipeline and into the request's folder of the photo store at once, as "cleared-<n>.jpg" (its
 * re-encoded JPEG of at most 1600 px): a form refused for anything else comes back with those
 * photos kept, ticked, so nothing sent is lost. The note's rows link them when it is issued.
 */
export async function completeAction({ request, params, context }: Args) {
  const runtime = context.get(runtimeContext);
  const staff = context.get(staffContext);
  const job = await jobToComplete(runtime.database.db, params.booking ?? "");
  if (!job) return missing();
  // Done already (a second tap, another phone) or cancelled: the page says which; nothing is stored.
  if (job.note) return redirect(`${completePath(job.booking.id)}?note=${encodeURIComponent(job.note.number)}`);
  if (job.booking.status !== "booked") return redirect(completePath(job.booking.id));
  const now = runtime.clock.now(request);
  if (job.booking.slotDate > londonDate(now)) return beforeBookedDayPage(job, 409);
  const done = { runtime, staff, job, now };
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) return complete(done, await readForm(request), {});
  // The photo pipeline (and its image library) is loaded when a form with photos is first sent.
  const { keepPhoto, withStaffUpload } = await import("../../photos/staff-uploads.server");
  return withStaffUpload({ request, staff, services: runtime }, { fieldLimits: COMPLETE_FIELD_LIMITS }, async (received) => {
    if (!received.ok) {
      // Refused while reading (a photo too large, the server busy): the form comes back with what was read of it.
      const sent = received.fieldsRead;
      const status = refusalStatus(received.kind);
      if (![...sent.keys()].length)
        return formPage(runtime, job, { ...firstValues(job, now), errors: { photos: received.message }, photos: [] }, status);
      const { values } = parseForm(completeForm, sent);
      const photos = heldPhotosSent(sent.getAll("photo"));
      return formPage(runtime, job, { values, rows: rowsSent(values), errors: { photos: received.message }, photos }, status);
    }
    const { upload, stagingDir } = received;
    const held = heldPhotosSent(upload.fieldList.getAll("photo"));
    const errors: FormErrors = {};
    const files = upload.files;
    if (held.length + files.length > MAX_PHOTOS)
      errors.photos = `At most ${MAX_PHOTOS} photos of the cleared space: the first ${MAX_PHOTOS} are kept.`;
    const inUse = await clearedPhotoNamesInUse(runtime.database.db, job.quote.id);
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
      await runtime.photoStore.putFile(job.quote.id, storedName, path.join(stagingDir, photo.kept.previewName), "image/jpeg");
      held.push({ storedName, originalName: file.originalName });
    }
    return complete(done, upload.fieldList, errors, held);
  });
}

interface Completing {
  runtime: Runtime;
  staff: StaffIdentity;
  job: JobToComplete;
  now: Date;
}

/** The form read: refused with every problem (and the photos kept), or the note issued. */
async function complete(
  { runtime, staff, job, now }: Completing,
  fields: URLSearchParams,
  photoErrors: FormErrors,
  photos: HeldPhoto[] = [],
) {
  const parsed = parseForm(completeForm, fields);
  const rows = rowsSent(parsed.values);
  // "Add a line": the form again with one more line, everything typed and every photo kept, nothing checked yet.
  if (fields.get("intent") === "add-line")
    return formPage(runtime, job, { values: parsed.values, errors: photoErrors, rows: Math.min(COMPLETE_ROWS_MAX, rows + 1), photos }, 200);
  const again = (errors: FormErrors) => formPage(runtime, job, { values: parsed.values, errors, rows, photos }, 400);
  if (!parsed.ok) return again({ ...parsed.errors, ...photoErrors });
  const form = parsed.data;
  const facts = factsOf(form, staff, londonDate(now));
  const checked = checkNoteFacts(facts);
  if (!checked.ok) {
    const errors: FormErrors = { ...photoErrors };
    for (const [path, message] of Object.entries(checked.errors)) errors[fieldOf(path, form)] ??= message;
    return again(errors);
  }
  if (Object.keys(photoErrors).length) return again(photoErrors);
  const stored = await storedPhotos(runtime, job.quote.id, photos);
  if (!stored.ok) return again({ photos: stored.message });
  // Issuing makes the note's PDF: its module (and the PDF library) is loaded when a note is first issued.
  const { issueNote } = await import("../issue.server");
  const issued = await refusing(() =>
    issueNote(
      runtime.database.db,
      { ...facts, photos: stored.photos, payment: paymentOf(form), bookingId: job.booking.id, actor: staffActor(staff), now },
      { photoStore: runtime.photoStore, mailDomain: runtime.mailDomain, wake: () => runtime.outbox.wake() },
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
async function storedPhotos(runtime: Runtime, quoteId: string, photos: HeldPhoto[]) {
  const { default: sharp } = await import("sharp");
  const found = [];
  for (const photo of photos) {
    const object = await runtime.photoStore.get(quoteId, photo.storedName);
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
