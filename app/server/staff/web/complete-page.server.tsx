import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer as readAll } from "node:stream/consumers";
import { and, asc, eq } from "drizzle-orm";
import { Field } from "../../../components/ui/field";
import { business } from "../../../content/business";
import { MAX_PHOTO_MB, MAX_PHOTOS, PHOTO_ACCEPT_ATTRIBUTE } from "../../../lib/quote-limits";
import { receivingSites } from "../../../content/receiving-sites";
import { containments, paymentMethods, popsReminder, printedCode, wasteKind, wasteKinds } from "../../../content/waste";
import { formatSlotDate } from "../../booking/slots.server";
import { bookings, priceQuoteLines, quotes, wasteNotePhotos, wasteNotes } from "../../db/schema.server";
import { checkNoteFacts, issueNote, NoteRefused, type NoteFacts } from "../../waste/notes.server";
import { prefillLines } from "../../waste/prefill.server";
import { staffActor } from "../audit.server";
import { completeForm, COMPLETE_FIELD_LIMITS, COMPLETE_ROWS_MAX, type CompleteForm } from "./forms.server";
import { buttonClass, controlClass, describedBy, ErrorSummary, FieldError, formatPence, linkClass, Notice, parseForm, plainText, quotePath, readForm, redirect, type FormErrors, type FormValues } from "./kit.server";
import { clearedPhotoPath, staffNotePdfPath } from "./notes-section.server";
import { staffPage } from "./page.server";
import type { SignedInContext } from "./types.server";
import { keepPhoto, withStaffUpload } from "./uploads.server";

/*
 * /staff/jobs/:booking/complete: "Collected". The crew (or the office, from the request's page)
 * records the waste handed over, the customer, the receiving site, the customer's signature and the
 * payment taken, and issues the waste transfer note. Without JavaScript the customer types their
 * name and ticks; with it they may also draw a signature (the one script this page runs).
 */

export const completePath = (bookingId: string) => `/staff/jobs/${encodeURIComponent(bookingId)}/complete`;
/** Blank waste line rows offered after the prefilled ones (the form works without JavaScript). */
const BLANK_ROWS = 3;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// --- the drawn signature's script -----------------------------------------------------------------

/** Lets the customer draw on the canvas; writes the drawing as a PNG data URL into the hidden field. */
const SIGNATURE_FIELD_SCRIPT = `
(function () {
  var box = document.getElementById("signature-draw");
  var canvas = document.getElementById("signature-canvas");
  var field = document.getElementById("signature-png-field");
  var clear = document.getElementById("signature-clear");
  if (!box || !canvas || !field || !clear || typeof SignaturePad !== "function") return;
  box.hidden = false;
  var pad = new SignaturePad(canvas, { backgroundColor: "rgb(255,255,255)" });
  function fit() {
    var ratio = Math.max(window.devicePixelRatio || 1, 1);
    var data = pad.isEmpty() ? null : pad.toData();
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext("2d").scale(ratio, ratio);
    pad.clear();
    if (data) pad.fromData(data);
  }
  window.addEventListener("resize", fit);
  fit();
  if (field.value) pad.fromDataURL(field.value, { width: canvas.offsetWidth, height: canvas.offsetHeight });
  pad.addEventListener("endStroke", function () { field.value = pad.toDataURL("image/png"); });
  clear.addEventListener("click", function () { pad.clear(); field.value = ""; });
})();
`;

let signatureScript: { body: string; hash: string } | undefined;
/** signature_pad's own build followed by the few lines above: one file, allowed by its hash. */
export function completeScript() {
  if (!signatureScript) {
    const file = createRequire(import.meta.url).resolve("signature_pad");
    const body = `${readFileSync(file, "utf8")}\n${SIGNATURE_FIELD_SCRIPT}`;
    signatureScript = { body, hash: `sha256-${createHash("sha256").update(body).digest("base64")}` };
  }
  return signatureScript;
}
export const COMPLETE_SCRIPT_PATH = "/staff/assets/complete-job.js";

/** GET /staff/assets/complete-job.js: the completion page's script. */
export async function completeScriptFile(): Promise<Response> {
  const { body } = completeScript();
  return new Response(body, { headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "private, max-age=3600" } });
}

// --- the job -------------------------------------------------------------------------------------

async function jobOf(ctx: SignedInContext) {
  const bookingId = ctx.params.booking ?? "";
  if (!UUID.test(bookingId)) return undefined;
  const db = ctx.services.database.db;
  const [row] = await db.select({ booking: bookings, quote: quotes }).from(bookings).innerJoin(quotes, eq(quotes.id, bookings.quoteId)).where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const lines = await db.select().from(priceQuoteLines).where(eq(priceQuoteLines.priceQuoteId, row.booking.priceQuoteId)).orderBy(asc(priceQuoteLines.position));
  const [note] = await db
    .select({ number: wasteNotes.number })
    .from(wasteNotes)
    .where(and(eq(wasteNotes.bookingId, bookingId), eq(wasteNotes.status, "issued")));
  const totalPence = lines.reduce((sum, line) => sum + line.amountPence, 0);
  return { ...row, lines, note, totalPence };
}
type JobData = NonNullable<Awaited<ReturnType<typeof jobOf>>>;

/** The form's first values: the price's waste lines, the customer's name, the usual site, the price. */
function firstValues(job: JobData): { values: FormValues; rows: number } {
  const values: FormValues = { customerName: job.quote.name, role: "householder", siteId: receivingSites[0]!.id, present: "signed", payment: (job.totalPence / 100).toFixed(2) };
  const lines = prefillLines(job.lines);
  lines.forEach((line, i) => {
    values[`line-${i}-wasteId`] = line.wasteId;
    values[`line-${i}-description`] = line.description;
    values[`line-${i}-vanPercent`] = line.vanPercent === null ? "" : String(line.vanPercent);
    values[`line-${i}-weightKg`] = line.weightKg === null ? "" : String(line.weightKg);
    values[`line-${i}-containment`] = line.containment;
  });
  return { values, rows: Math.min(COMPLETE_ROWS_MAX, lines.length + BLANK_ROWS) };
}

/** As many rows as were sent (the last one with anything in it), and at least the blank ones. */
function rowsSent(values: FormValues): number {
  let last = -1;
  for (const key of Object.keys(values)) {
    const m = /^line-(\d{1,2})-/.exec(key);
    if (m && Number(m[1]) < COMPLETE_ROWS_MAX) last = Math.max(last, Number(m[1]));
  }
  return Math.min(COMPLETE_ROWS_MAX, Math.max(last + 1, BLANK_ROWS));
}

// --- the page ------------------------------------------------------------------------------------

/** A photo of the cleared space already in the photo store, waiting for the note: its name there and the name it was sent with. */
interface HeldPhoto {
  storedName: string;
  originalName: string;
}
const CLEARED_NAME = /^cleared-(\d{1,2})\.jpg$/;
/** How a held photo travels in the form (a ticked box): "cleared-2.jpg|kitchen.jpg". */
const heldValue = (photo: HeldPhoto) => `${photo.storedName}|${photo.originalName}`;

/** The held photos the form sent back (the boxes left ticked): well-formed names only, each once, at most the intake's number. */
function heldPhotosSent(values: string[]): HeldPhoto[] {
  const held = new Map<string, HeldPhoto>();
  for (const value of values.slice(0, MAX_PHOTOS * 2)) {
    const bar = value.indexOf("|");
    const storedName = bar < 0 ? value : value.slice(0, bar);
    const originalName = bar < 0 ? storedName : value.slice(bar + 1);
    // eslint-disable-next-line no-control-regex
    if (!CLEARED_NAME.test(storedName) || originalName.length > 100 || /[\u0000-\u001f\u007f<>"]/.test(originalName)) continue;
    if (!held.has(storedName)) held.set(storedName, { storedName, originalName: originalName || storedName });
  }
  return [...held.values()].slice(0, MAX_PHOTOS);
}

interface PageState {
  values: FormValues;
  errors: FormErrors;
  rows: number;
  photos: HeldPhoto[];
  status?: number;
}

/** GET /staff/jobs/:booking/complete (?note=… after issuing). */
export async function completePage(ctx: SignedInContext, state?: PageState): Promise<Response> {
  const job = await jobOf(ctx);
  if (!job) return notFound(ctx);
  const reference = job.quote.reference;
  if (job.note || job.booking.status !== "booked") {
    return staffPage({
      title: `Collected: ${reference}`,
      staff: ctx.staff,
      children: (
        <div className="mx-auto max-w-2xl">
          <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">{`Collected: ${reference}`}</h1>
          {job.note ? (
            <>
              <Notice>{`Job done. Waste transfer note ${job.note.number} issued; the customer is emailed a copy.`}</Notice>
              <p className="mb-3">
                <a href={staffNotePdfPath(job.note.number)} className={linkClass}>
                  {`Download note ${job.note.number} (PDF)`}
                </a>
              </p>
            </>
          ) : (
            <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
              {job.booking.status === "cancelled" ? "This booking was cancelled: there is nothing to complete." : "This job is marked done but has no waste transfer note."}
            </p>
          )}
          <p className="flex flex-wrap gap-4">
            <a href="/staff/today" className={linkClass}>
              Back to today
            </a>
            <a href={quotePath(reference)} className={linkClass}>
              {`The request ${reference}`}
            </a>
          </p>
        </div>
      ),
    });
  }
  const first = state ?? { ...firstValues(job), errors: {}, photos: [] };
  const { values, errors, rows, photos } = first;
  const pops = Array.from({ length: rows }, (_, i) => values[`line-${i}-wasteId`]).some((id) => wasteKind(id ?? "")?.pops);
  const script = completeScript();
  const v = (name: string) => values[name] ?? "";
  return staffPage({
    title: `Collected: ${reference}`,
    staff: ctx.staff,
    status: first.status ?? 200,
    script: { src: COMPLETE_SCRIPT_PATH, hash: script.hash, origin: new URL(ctx.services.env.SITE_URL).origin },
    children: (
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-1 font-display text-2xl font-bold text-brand-dark">{`Collected: ${reference}`}</h1>
        <p className="mb-3 text-muted">
          {`${job.quote.name} · ${[job.booking.addressLine1, job.booking.addressLine2, job.booking.town, job.booking.postcode].filter(Boolean).join(", ")} · booked for ${formatSlotDate(job.booking.slotDate)}`}
        </p>
        <ErrorSummary errors={errors} />
        {Object.keys(errors).length > 0 && <p className="mb-4 font-semibold">Nothing typed was lost: correct what is marked and issue the note again.</p>}
        {pops && (
          <p id="pops-reminder" className="mb-4 rounded-lg border-2 border-amber-600 bg-amber-50 px-4 py-3 font-semibold text-ink">
            {`Sofa or other upholstered seating on this job: ${popsReminder}`}
          </p>
        )}
        <form method="post" action={completePath(job.booking.id)} encType="multipart/form-data" className="flex flex-col gap-6" noValidate>
          <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 font-display text-xl font-bold text-ink">Waste collected</legend>
            <p className="mb-3 text-sm text-muted">Each kind of waste on its own line. Leave a line blank to leave it out. Give the share of the van, the weight, or both.</p>
            <ol className="space-y-4">
              {Array.from({ length: rows }, (_, i) => (
                <WasteRow key={i} i={i} values={values} errors={errors} />
              ))}
            </ol>
          </fieldset>

          <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 font-display text-xl font-bold text-ink">The customer</legend>
            <div className="flex flex-col gap-4">
              <Field id="customerName" label="Customer's name (as on the note)" required error={errors.customerName}>
                <input name="customerName" type="text" autoComplete="off" defaultValue={v("customerName")} className={controlClass} />
              </Field>
              <Radios name="role" legend="The customer is" value={v("role") || "householder"} options={[{ id: "householder", label: "A householder" }, { id: "business", label: "A business" }]} errors={errors} />
              <p className="text-sm text-muted">For a business only:</p>
              <Field id="businessName" label="Business name" error={errors.businessName}>
                <input name="businessName" type="text" autoComplete="off" defaultValue={v("businessName")} className={controlClass} />
              </Field>
              <Field id="sicCode" label="SIC code" hint="Five digits, e.g. 56101." error={errors.sicCode}>
                <input name="sicCode" type="text" inputMode="numeric" autoComplete="off" defaultValue={v("sicCode")} className={controlClass} />
              </Field>
              <Tick name="hierarchy" label="The business declares that it applied the waste hierarchy (prevent, reuse, recycle, recover, dispose)" checked={v("hierarchy") === "yes"} errors={errors} />
            </div>
          </fieldset>

          <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 font-display text-xl font-bold text-ink">Where it goes</legend>
            <Field id="siteId" label="Receiving site" required error={errors.siteId}>
              <select name="siteId" defaultValue={v("siteId")} className={controlClass}>
                {receivingSites.map((site) => (
                  <option key={site.id} value={site.id}>{`${site.name} (permit ${site.permit})`}</option>
                ))}
              </select>
            </Field>
          </fieldset>

          <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 font-display text-xl font-bold text-ink">The customer's signature</legend>
            <div className="flex flex-col gap-4">
              <Radios
                name="present"
                legend="Signature"
                value={v("present") || "signed"}
                options={[
                  { id: "signed", label: "The customer signs" },
                  { id: "not-present", label: "Customer not present" },
                ]}
                errors={errors}
              />
              <Field id="signatureName" label="Customer's full name, typed by the customer" error={errors.signatureName}>
                <input name="signatureName" type="text" autoComplete="off" defaultValue={v("signatureName")} className={controlClass} />
              </Field>
              <Tick name="confirmed" label="This describes the waste I handed over" checked={v("confirmed") === "yes"} errors={errors} />
              <input type="hidden" id="signature-png-field" name="signaturePng" defaultValue={v("signaturePng")} />
              <div id="signaturePng" tabIndex={-1}>
              <div id="signature-draw" hidden>
                <p id="signature-canvas-label" className="mb-1.5 font-semibold text-ink">
                  Sign here with a finger (optional)
                </p>
                <canvas
                  id="signature-canvas"
                  role="img"
                  aria-labelledby="signature-canvas-label"
                  aria-describedby={errors.signaturePng ? "signaturePng-error" : undefined}
                  className="block h-40 w-full touch-none rounded-lg border-2 border-slate-400 bg-white"
                />
                <button id="signature-clear" type="button" className={`${buttonClass("outline")} mt-2`}>
                  Clear the signature
                </button>
              </div>
              <FieldError errors={errors} name="signaturePng" />
              </div>
              <Field id="reason" label="If the customer was not there: why" error={errors.reason}>
                <input name="reason" type="text" autoComplete="off" defaultValue={v("reason")} className={controlClass} />
              </Field>
            </div>
          </fieldset>

          <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 font-display text-xl font-bold text-ink">Payment taken</legend>
            <p className="mb-3 text-sm text-muted">{`The price was ${formatPence(job.totalPence)}. Leave the amount blank if nothing was taken.`}</p>
            <div className="flex flex-col gap-4">
              <Field id="payment" label="Amount taken (£)" error={errors.payment}>
                <input name="payment" type="text" inputMode="decimal" autoComplete="off" defaultValue={v("payment")} className={controlClass} />
              </Field>
              <Radios name="paymentMethod" legend="Paid by" value={v("paymentMethod")} options={paymentMethods.map((m) => ({ id: m.id, label: m.label }))} errors={errors} />
            </div>
          </fieldset>

          {/* Last before the button: a photo refused as too large stops the upload there, after every other field has been read. */}
          <ClearedPhotos bookingId={job.booking.id} photos={photos} errors={errors} />

          <div>
            <button type="submit" className={buttonClass("primary")}>
              Issue the waste transfer note
            </button>
            <p className="mt-2 text-sm text-muted">Marks the job done and emails the note to the customer.</p>
          </div>
        </form>
        <p className="mt-4">
          <a href={quotePath(reference)} className={linkClass}>
            {`The request ${reference}`}
          </a>
        </p>
      </div>
    ),
  });
}

/** Optional photos of the cleared space: those already added (kept while ticked) and a file input for more. */
function ClearedPhotos({ bookingId, photos, errors }: { bookingId: string; photos: HeldPhoto[]; errors: FormErrors }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 font-display text-xl font-bold text-ink">Photos of the cleared space</legend>
      {photos.length > 0 && (
        <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.storedName}>
              <img src={clearedPhotoPath(bookingId, photo.storedName)} alt={`The cleared space: ${photo.originalName}`} width={160} height={120} className="h-28 w-full rounded-md border border-slate-200 object-cover" />
              <label className="inline-flex min-h-11 items-center gap-2">
                <input type="checkbox" name="photo" value={heldValue(photo)} defaultChecked className="h-5 w-5 shrink-0" />
                <span className="break-all text-sm">{`Keep ${photo.originalName}`}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <Field
        id="photos"
        label={photos.length ? "Add more photos" : "Add photos"}
        hint={`Up to ${MAX_PHOTOS} in all, JPG, PNG or HEIC, up to ${MAX_PHOTO_MB} MB each.${photos.length ? " The photos above are kept: untick one to leave it out." : ""}`}
        error={errors.photos}
      >
        <input name="files" type="file" multiple accept={PHOTO_ACCEPT_ATTRIBUTE} className={`${controlClass} py-2`} />
      </Field>
    </fieldset>
  );
}

function WasteRow({ i, values, errors }: { i: number; values: FormValues; errors: FormErrors }) {
  const name = (field: string) => `line-${i}-${field}`;
  const v = (field: string) => values[name(field)] ?? "";
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold text-ink">{`Line ${i + 1}`}</legend>
        <Field id={name("wasteId")} label="Waste code" error={errors[name("wasteId")]} hint="* marks hazardous waste.">
          <select name={name("wasteId")} defaultValue={v("wasteId")} className={controlClass}>
            <option value="">No waste on this line</option>
            {wasteKinds.map((kind) => (
              <option key={kind.id} value={kind.id}>{`${printedCode(kind)} ${kind.description}${kind.hazardous ? " (hazardous)" : ""}`}</option>
            ))}
          </select>
        </Field>
        <Field id={name("description")} label="Description" hint="The code's description unless you make it more specific." error={errors[name("description")]}>
          <input name={name("description")} type="text" autoComplete="off" defaultValue={v("description")} className={controlClass} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id={name("vanPercent")} label="Share of van (%)" error={errors[name("vanPercent")]}>
            <input name={name("vanPercent")} type="text" inputMode="numeric" autoComplete="off" defaultValue={v("vanPercent")} className={controlClass} />
          </Field>
          <Field id={name("weightKg")} label="Weight (kg)" error={errors[name("weightKg")]}>
            <input name={name("weightKg")} type="text" inputMode="numeric" autoComplete="off" defaultValue={v("weightKg")} className={controlClass} />
          </Field>
        </div>
        <Field id={name("containment")} label="Held" error={errors[name("containment")]}>
          <select name={name("containment")} defaultValue={v("containment") || "loose"} className={controlClass}>
            {containments.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={name("containmentText")} label="If other: held in what" error={errors[name("containmentText")]}>
          <input name={name("containmentText")} type="text" autoComplete="off" defaultValue={v("containmentText")} className={controlClass} />
        </Field>
      </fieldset>
    </li>
  );
}

function Radios({ name, legend, value, options, errors }: { name: string; legend: string; value: string; options: { id: string; label: string }[]; errors: FormErrors }) {
  return (
    <fieldset id={name} tabIndex={-1} aria-describedby={describedBy(errors, name)}>
      <legend className="mb-1.5 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-5">
        {options.map((option) => (
          <label key={option.id} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name={name} value={option.id} defaultChecked={value === option.id} className="h-5 w-5" />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError errors={errors} name={name} />
    </fieldset>
  );
}

function Tick({ name, label, checked, errors }: { name: string; label: string; checked: boolean; errors: FormErrors }) {
  return (
    <div>
      <label className="inline-flex min-h-11 items-start gap-2 py-2">
        <input id={name} type="checkbox" name={name} value="yes" defaultChecked={checked} aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy(errors, name)} className="mt-0.5 h-5 w-5 shrink-0" />
        <span className="font-semibold">{label}</span>
      </label>
      <FieldError errors={errors} name={name} />
    </div>
  );
}

function notFound(ctx: SignedInContext): Response {
  return staffPage({
    title: "No such job",
    staff: ctx.staff,
    status: 404,
    children: (
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">No such job</h1>
        <p>
          <a href="/staff/today" className={linkClass}>
            Back to today
          </a>
        </p>
      </div>
    ),
  });
}

// --- issuing -------------------------------------------------------------------------------------

/** The form's fields by the facts' paths, so each of checkNoteFacts's messages lands at its field. */
function fieldOf(path: string, form: CompleteForm): string {
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
    siteId: "siteId",
    "signature.name": "signatureName",
    "signature.confirmed": "confirmed",
    "signature.reason": "reason",
    "signature.png": "signaturePng",
    "payment.pence": "payment",
    "payment.method": "paymentMethod",
  };
  return map[path] ?? "form";
}

/** The note's facts from the form as read. */
function factsOf(form: CompleteForm, staff: SignedInContext["staff"]): NoteFacts {
  return {
    customerName: form.customerName,
    customer: form.role === "business" ? { role: "business", businessName: form.businessName, sicCode: form.sicCode, hierarchyDeclared: form.hierarchy as true } : { role: "householder" },
    lines: form.rows.map((row) => ({
      wasteId: row.wasteId,
      description: row.description.trim() || (wasteKind(row.wasteId)?.description ?? ""),
      vanPercent: row.vanPercent,
      weightKg: row.weightKg,
      containment: row.containment as "loose",
      containmentText: row.containmentText || null,
    })),
    siteId: form.siteId,
    // The note is the customer's to keep: a member of staff without a name is printed as the business, never by their email.
    crew: { id: staff.id, name: staff.name || business.name },
    signature: form.present === "not-present" ? { kind: "not-present", reason: form.reason } : { kind: "signed", name: form.signatureName, confirmed: form.confirmed as true, png: form.signaturePng },
    payment: { pence: form.pence, method: (form.paymentMethod || null) as "cash" | null },
  };
}

/** The names of the cleared-space photos already stored for the request (by its notes). */
async function photoNamesInUse(ctx: SignedInContext, quoteId: string): Promise<Set<string>> {
  const rows = await ctx.services.database.db.select({ storedName: wasteNotePhotos.storedName }).from(wasteNotePhotos).where(eq(wasteNotePhotos.quoteId, quoteId));
  return new Set(rows.map((row) => row.storedName));
}

/**
 * POST /staff/jobs/:booking/complete. Sent as multipart/form-data with any photos of the cleared
 * space (a plain form post, without photos, is read too). Each photo goes through the intake's
 * pipeline and into the request's folder of the photo store at once, as "cleared-<n>.jpg" (its
 * re-encoded JPEG of at most 1600 px): a form refused for anything else comes back with those
 * photos kept, ticked, so nothing sent is lost. The note's rows link them when it is issued.
 */
export async function completeAction(ctx: SignedInContext): Promise<Response> {
  const job = await jobOf(ctx);
  if (!job) return notFound(ctx);
  // Done already (a second tap, another phone) or cancelled: the page says which; nothing is stored.
  if (job.note) return redirect(`${completePath(job.booking.id)}?note=${encodeURIComponent(job.note.number)}`);
  if (job.booking.status !== "booked") return redirect(completePath(job.booking.id));
  const type = ctx.request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) return complete(ctx, job, await readForm(ctx.request), {});
  return withStaffUpload(ctx, { fieldLimits: COMPLETE_FIELD_LIMITS }, async (received) => {
    if (!received.ok) {
      // Refused while reading (a photo too large, the server busy): the form comes back with what was read of it.
      const sent = received.fieldsRead;
      if (![...sent.keys()].length) return completePage(ctx, { ...firstValues(job), errors: { photos: received.message }, photos: [], status: received.status });
      const { values } = parseForm(completeForm, sent);
      return completePage(ctx, { values, rows: rowsSent(values), errors: { photos: received.message }, photos: heldPhotosSent(sent.getAll("photo")), status: received.status });
    }
    const { upload, stagingDir } = received;
    const held = heldPhotosSent(upload.fieldList.getAll("photo"));
    const errors: FormErrors = {};
    const files = upload.files;
    if (held.length + files.length > MAX_PHOTOS) errors.photos = `At most ${MAX_PHOTOS} photos of the cleared space: the first ${MAX_PHOTOS} are kept.`;
    const inUse = await photoNamesInUse(ctx, job.quote.id);
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
async function complete(ctx: SignedInContext, job: JobData, fields: URLSearchParams, photoErrors: FormErrors, photos: HeldPhoto[] = []): Promise<Response> {
  const parsed = parseForm(completeForm, fields);
  const rows = rowsSent(parsed.values);
  const again = (errors: FormErrors) => completePage(ctx, { values: parsed.values, errors, rows, photos, status: 400 });
  if (!parsed.ok) return again({ ...parsed.errors, ...photoErrors });
  const form = parsed.data;
  const facts = factsOf(form, ctx.staff);
  const checked = checkNoteFacts(facts);
  if (!checked.ok) {
    const errors: FormErrors = { ...photoErrors };
    for (const [path, message] of Object.entries(checked.errors)) errors[fieldOf(path, form)] ??= message;
    return again(errors);
  }
  if (Object.keys(photoErrors).length) return again(photoErrors);
  const stored = await storedPhotos(ctx, job.quote.id, photos);
  if (!stored.ok) return again({ photos: stored.message });
  try {
    const issued = await issueNote(
      ctx.services.database.db,
      { ...facts, photos: stored.photos, bookingId: job.booking.id, actor: staffActor(ctx.staff), now: ctx.services.clock.now(ctx.request) },
      { photoStore: ctx.services.photoStore, mailDomain: new URL(ctx.services.env.SITE_URL).hostname, wake: () => ctx.services.outbox.wake() },
    );
    return redirect(`${completePath(job.booking.id)}?note=${encodeURIComponent(issued.number)}`);
  } catch (error) {
    if (!(error instanceof NoteRefused)) throw error;
    const byPath = (error as NoteRefused & { errors?: Record<string, string> }).errors;
    const errors: FormErrors = {};
    if (byPath) for (const [path, message] of Object.entries(byPath)) errors[fieldOf(path, form)] ??= message;
    else if (/signature/i.test(error.message)) errors.signaturePng = error.message;
    else errors.form = error.message;
    return again(errors);
  }
}

/** The held photos as the note's rows record them, read back from the photo store (a name that is not there is refused). */
async function storedPhotos(ctx: SignedInContext, quoteId: string, photos: HeldPhoto[]) {
  const { default: sharp } = await import("sharp");
  const found = [];
  for (const photo of photos) {
    const object = await ctx.services.photoStore.get(quoteId, photo.storedName);
    if (!object) return { ok: false as const, message: `The photo ${photo.originalName} is no longer stored: untick it, or add it again.` };
    const bytes = await readAll(object.body);
    const meta = await sharp(bytes).metadata().catch(() => undefined);
    found.push({ storedName: photo.storedName, originalName: photo.originalName, contentType: "image/jpeg" as const, bytes: bytes.length, width: meta?.width ?? null, height: meta?.height ?? null });
  }
  return { ok: true as const, photos: found };
}

/** GET /staff/jobs/:booking/photos/:name: a photo of the cleared space (kept, or waiting for the note). */
export async function clearedPhotoFile(ctx: SignedInContext): Promise<Response> {
  const notFound = plainText(404, "Not found");
  const name = ctx.params.name ?? "";
  const bookingId = ctx.params.booking ?? "";
  if (!CLEARED_NAME.test(name) || !UUID.test(bookingId)) return notFound;
  const [booking] = await ctx.services.database.db.select({ quoteId: bookings.quoteId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return notFound;
  const object = await ctx.services.photoStore.get(booking.quoteId, name);
  if (!object) return notFound;
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(object.bytes),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
