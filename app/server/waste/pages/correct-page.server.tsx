import { Field } from "../../../components/ui/field";
import { staffActor } from "../../../kernel/audit.server";
import {
  buttonClass,
  controlClass,
  ErrorSummary,
  linkClass,
  parseForm,
  quotePath,
  readForm,
  redirect,
} from "../../../kernel/page/kit.server";
import type { FormErrors, FormValues } from "../../../kernel/page/kit.server";
import { staffPage } from "../../../kernel/page/staff-page.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";
import { refusing } from "../../../kernel/refusal";
import { formatLondonDate, londonDate } from "../../../kernel/uk-time";
import { correctNote } from "../issue.server";
import { noteByNumber, type NoteWithLines } from "../note-records.server";
import { fieldOf, factsOf } from "./complete-action.server";
import { timeOfDay } from "./complete-state.server";
import { completeForm, COMPLETE_ROWS_MAX } from "./forms.server";
import { staffNotePdfPath } from "./notes-section.server";
import { TheCustomer, TransferTime, WasteCollected } from "./note-form-sections.server";

/*
 * /staff/notes/:number/correct: "Correct this note". The completion form's waste lines, customer and
 * transfer time, prefilled from the note, and the reason, required. Sent, it issues a new note that
 * supersedes this one (both kept), and the customer is emailed the corrected PDF with the reason.
 * The signature and photos of the handover are carried over; the place and job cannot change.
 */

export const correctNotePath = (number: string) => `/staff/notes/${encodeURIComponent(number)}/correct`;

/** Waste line rows offered beyond the note's own. */
const EXTRA_ROWS = 2;

/** The form's values from the note as issued. */
function noteValues(note: NoteWithLines): { values: FormValues; rows: number } {
  const values: FormValues = {
    customerName: note.customerName,
    role: note.customerRole,
    businessName: note.businessName ?? "",
    sicCode: note.sicCode ?? "",
    hierarchy: note.hierarchyDeclared ? "yes" : "",
    transferTime: timeOfDay(note.transferredAt),
  };
  note.lines.forEach((line, i) => {
    values[`line-${i}-wasteId`] = line.wasteId;
    values[`line-${i}-description`] = line.description;
    values[`line-${i}-vanPercent`] = line.vanPercent === null ? "" : String(line.vanPercent);
    values[`line-${i}-weightKg`] = line.weightKg === null ? "" : String(line.weightKg);
    values[`line-${i}-containment`] = line.containment;
    values[`line-${i}-containmentText`] = line.containmentText ?? "";
    values[`line-${i}-siteId`] = line.siteId;
  });
  return { values, rows: Math.min(COMPLETE_ROWS_MAX, note.lines.length + EXTRA_ROWS) };
}

interface CorrectState {
  values: FormValues;
  errors: FormErrors;
  rows: number;
  status?: number;
}

async function noteOf(ctx: SignedInContext) {
  return noteByNumber(ctx.services.database.db, (ctx.params.number ?? "").toUpperCase());
}

/** GET /staff/notes/:number/correct. */
export async function correctPage(ctx: SignedInContext, state?: CorrectState): Promise<Response> {
  const note = await noteOf(ctx);
  if (!note) return missing(ctx);
  const title = `Correct note ${note.number}`;
  if (note.status !== "issued")
    return staffPage({
      title,
      staff: ctx.staff,
      status: state ? 409 : 200,
      children: (
        <div className="mx-auto max-w-2xl">
          <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">{title}</h1>
          <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
            {`Note ${note.number} was already corrected${note.supersededByNumber ? ` by ${note.supersededByNumber}` : ""}: correct the latest note instead.`}
          </p>
          {note.supersededByNumber && (
            <p>
              <a href={correctNotePath(note.supersededByNumber)} className={linkClass}>
                {`Correct ${note.supersededByNumber}`}
              </a>
            </p>
          )}
        </div>
      ),
    });
  const shown = state ?? { ...noteValues(note), errors: {} };
  const { values, errors, rows } = shown;
  const day = formatLondonDate(note.transferredAt, "weekday");
  return staffPage({
    title,
    staff: ctx.staff,
    status: shown.status ?? 200,
    children: (
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-1 font-display text-2xl font-bold text-brand-dark">{title}</h1>
        <p className="mb-3 text-muted">
          {`Job ${note.jobReference}, collected ${day}. A correction is a new note with its own number that replaces this one; both are kept for two years, and the customer is emailed the corrected note with your reason. The customer's signature and the photos stay as given at the handover.`}
        </p>
        <p className="mb-3">
          <a href={staffNotePdfPath(note.number)} className={linkClass}>
            {`Note ${note.number} as issued (PDF)`}
          </a>
        </p>
        <ErrorSummary errors={errors} />
        {Object.keys(errors).length > 0 && (
          <p className="mb-4 font-semibold">Nothing typed was lost: correct what is marked and send the correction again.</p>
        )}
        <form method="post" action={correctNotePath(note.number)} className="flex flex-col gap-6" noValidate>
          <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 font-display text-xl font-bold text-ink">Why it is corrected</legend>
            <Field
              id="correctionReason"
              label="What was wrong, and what the correction changes"
              required
              hint="One sentence, printed on the new note and sent to the customer, e.g. “The sofa weighed 60 kg, not 40 kg.”"
              error={errors.correctionReason}
            >
              <input
                name="correctionReason"
                type="text"
                autoComplete="off"
                maxLength={300}
                defaultValue={values.correctionReason ?? ""}
                className={controlClass}
              />
            </Field>
          </fieldset>
          <WasteCollected rows={rows} values={values} errors={errors} />
          <TheCustomer values={values} errors={errors} />
          <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 font-display text-xl font-bold text-ink">The handover</legend>
            <TransferTime values={values} errors={errors} day={day} />
          </fieldset>
          <div>
            <button type="submit" className={buttonClass("primary")}>
              Issue the corrected note
            </button>
          </div>
        </form>
        {note.quoteId && (
          <p className="mt-4">
            <a href={quotePath(note.jobReference)} className={linkClass}>
              {`The request ${note.jobReference}`}
            </a>
          </p>
        )}
      </div>
    ),
  });
}

/** POST /staff/notes/:number/correct. */
export async function correctAction(ctx: SignedInContext): Promise<Response> {
  const note = await noteOf(ctx);
  if (!note) return missing(ctx);
  if (note.status !== "issued") return correctPage(ctx, { values: {}, errors: {}, rows: 0 });
  const fields = await readForm(ctx.request);
  const parsed = parseForm(completeForm, fields);
  const reason = fields.get("correctionReason") ?? "";
  const rows = Math.max(noteValues(note).rows, Math.min(COMPLETE_ROWS_MAX, lastRowSent(fields) + 1));
  const again = (errors: FormErrors) => correctPage(ctx, { values: parsed.values, errors, rows, status: 400 });
  if (!parsed.ok)
    return again(
      reason.trim() ? parsed.errors : { correctionReason: "Say what was wrong and what the correction changes.", ...parsed.errors },
    );
  const form = parsed.data;
  const { signature: _signature, photos: _photos, ...facts } = factsOf(form, ctx.staff, londonDate(note.transferredAt));
  const corrected = await refusing(() =>
    correctNote(
      ctx.services.database.db,
      {
        ...facts,
        // The collection's own facts stay: its crew and the customer's address as the note gave them.
        crew: { id: note.crewId, name: note.crewName },
        customerAddress: note.customerAddress,
        reason,
        noteId: note.id,
        actor: staffActor(ctx.staff),
        now: ctx.services.clock.now(ctx.request),
      },
      { photoStore: ctx.services.photoStore, mailDomain: ctx.services.mailDomain, wake: () => ctx.services.outbox.wake() },
    ),
  );
  if (!corrected.ok) {
    const errors: FormErrors = {};
    if (corrected.fields)
      for (const [path, message] of Object.entries(corrected.fields))
        errors[path === "reason" ? "correctionReason" : fieldOf(path, form)] ??= message;
    else errors.form = corrected.message;
    return again(errors);
  }
  return redirect(
    note.quoteId
      ? `${quotePath(note.jobReference)}?done=note-corrected#waste-notes`
      : `/staff/notes?number=${encodeURIComponent(corrected.value.number)}`,
  );
}

/** The highest waste line row the form sent. */
function lastRowSent(fields: URLSearchParams): number {
  let last = -1;
  for (const key of fields.keys()) {
    const m = /^line-(\d{1,2})-/.exec(key);
    if (m) last = Math.max(last, Number(m[1]));
  }
  return last;
}

function missing(ctx: SignedInContext): Response {
  return staffPage({
    title: "No such note",
    staff: ctx.staff,
    status: 404,
    children: (
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">No such note</h1>
      </div>
    ),
  });
}
