import { data, type RouterContextProvider } from "react-router";
import type { FormErrors, FormValues } from "../../../components/page-kit/kit";
import { staffActor } from "../../audit.server";
import { parseForm, readForm } from "../../../kernel/form.server";
import { refusing } from "../../../kernel/refusal";
import { formatLondonDate, londonDate } from "../../../kernel/uk-time";
import { quotePath } from "../../../components/page-kit/kit";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { factsOf, fieldOf } from "../form-facts.server";
import { noteByNumber, type NoteWithLines } from "../note-records.server";
import { timeOfDay } from "../pages/complete-state.server";
import { completeForm, COMPLETE_ROWS_MAX } from "../pages/forms.server";
import type { CorrectNoteData } from "../views/correct-note";

interface Args {
  request: Request;
  params: { number?: string };
  context: Readonly<RouterContextProvider>;
}

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

const noteOf = ({ params, context }: Args) => noteByNumber(context.get(runtimeContext).database.db, (params.number ?? "").toUpperCase());

const missing = () => data<CorrectNoteData>({ page: "missing" }, { status: 404 });

/** The page for a note: already corrected (200 when opened, 409 when a correction was sent), or the form. */
function correctPage(note: NoteWithLines, state: { values: FormValues; errors: FormErrors; rows: number }, status: number) {
  if (note.status !== "issued")
    return data<CorrectNoteData>({ page: "corrected", number: note.number, supersededByNumber: note.supersededByNumber }, { status });
  return data<CorrectNoteData>(
    {
      page: "form",
      number: note.number,
      jobReference: note.jobReference,
      hasRequest: Boolean(note.quoteId),
      day: formatLondonDate(note.transferredAt, "weekday"),
      ...state,
    },
    { status },
  );
}

/** GET /staff/notes/:number/correct. */
export async function correctNotePage(args: Args) {
  const note = await noteOf(args);
  if (!note) return missing();
  return correctPage(note, { ...noteValues(note), errors: {} }, 200);
}

/** POST /staff/notes/:number/correct. */
export async function correctNoteAction(args: Args) {
  const { request, context } = args;
  const note = await noteOf(args);
  if (!note) return missing();
  if (note.status !== "issued") return correctPage(note, { values: {}, errors: {}, rows: 0 }, 409);
  const runtime = context.get(runtimeContext);
  const staff = context.get(staffContext);
  const fields = await readForm(request);
  const parsed = parseForm(completeForm, fields);
  const reason = fields.get("correctionReason") ?? "";
  const rows = Math.max(noteValues(note).rows, Math.min(COMPLETE_ROWS_MAX, lastRowSent(fields) + 1));
  const again = (errors: FormErrors) => correctPage(note, { values: parsed.values, errors, rows }, 400);
  if (!parsed.ok)
    return again(
      reason.trim() ? parsed.errors : { correctionReason: "Say what was wrong and what the correction changes.", ...parsed.errors },
    );
  const form = parsed.data;
  const { signature: _signature, photos: _photos, ...facts } = factsOf(form, staff, londonDate(note.transferredAt));
  // A correction makes the new note's PDF: its module (and the PDF library) is loaded when first used.
  const { correctNote } = await import("../issue.server");
  const corrected = await refusing(() =>
    correctNote(
      runtime.database.db,
      {
        ...facts,
        // The collection's own facts stay: its crew and the customer's address as the note gave them.
        crew: { id: note.crewId, name: note.crewName },
        customerAddress: note.customerAddress,
        reason,
        noteId: note.id,
        actor: staffActor(staff),
        now: runtime.clock.now(request),
      },
      { photoStore: runtime.photoStore, mailDomain: runtime.mailDomain, wake: () => runtime.outbox.wake() },
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
