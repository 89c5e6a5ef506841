import { Field } from "../../../components/ui/field";
import {
  buttonClass,
  controlClass,
  ErrorSummary,
  linkClass,
  quotePath,
  type FormErrors,
  type FormValues,
} from "../../../components/page-kit/kit";
import { staffNoteCorrectPath, staffNotePdfPath } from "../paths";
import { TheCustomer, TransferTime, WasteCollected } from "./note-form-sections";

/*
 * /staff/notes/:number/correct: "Correct this note". The completion form's waste lines, customer and
 * transfer time, prefilled from the note, and the reason, required. Sent, it issues a new note that
 * supersedes this one (both kept), and the customer is emailed the corrected PDF with the reason.
 * The signature and photos of the handover are carried over; the place and job cannot change.
 */

/** What the page shows: no such note, a note already corrected, or the form (first, or again with its problems). */
export type CorrectNoteData =
  | { page: "missing" }
  | { page: "corrected"; number: string; supersededByNumber: string | null }
  | {
      page: "form";
      number: string;
      jobReference: string;
      /** Whether the request still exists (a link to it). */
      hasRequest: boolean;
      /** The day of the collection, as "Thursday 26 November 2026". */
      day: string;
      values: FormValues;
      errors: FormErrors;
      rows: number;
    };

export const correctNoteTitle = (data: CorrectNoteData) => (data.page === "missing" ? "No such note" : `Correct note ${data.number}`);

export function CorrectNotePage({ data }: { data: CorrectNoteData }) {
  if (data.page === "missing")
    return (
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">No such note</h1>
      </div>
    );
  if (data.page === "corrected") return <AlreadyCorrected {...data} />;
  return <CorrectForm {...data} />;
}

function AlreadyCorrected({ number, supersededByNumber }: Extract<CorrectNoteData, { page: "corrected" }>) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">{`Correct note ${number}`}</h1>
      <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
        {`Note ${number} was already corrected${supersededByNumber ? ` by ${supersededByNumber}` : ""}: correct the latest note instead.`}
      </p>
      {supersededByNumber && (
        <p>
          <a href={staffNoteCorrectPath(supersededByNumber)} className={linkClass}>
            {`Correct ${supersededByNumber}`}
          </a>
        </p>
      )}
    </div>
  );
}

function CorrectForm({ number, jobReference, hasRequest, day, values, errors, rows }: Extract<CorrectNoteData, { page: "form" }>) {
  const title = `Correct note ${number}`;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-1 font-display text-2xl font-bold text-brand-dark">{title}</h1>
      <p className="mb-3 text-muted">
        {`Job ${jobReference}, collected ${day}. A correction is a new note with its own number that replaces this one; both are kept for two years, and the customer is emailed the corrected note with your reason. The customer's signature and the photos stay as given at the handover.`}
      </p>
      <p className="mb-3">
        <a href={staffNotePdfPath(number)} className={linkClass}>
          {`Note ${number} as issued (PDF)`}
        </a>
      </p>
      <ErrorSummary errors={errors} />
      {Object.keys(errors).length > 0 && (
        <p className="mb-4 font-semibold">Nothing typed was lost: correct what is marked and send the correction again.</p>
      )}
      <form method="post" action={staffNoteCorrectPath(number)} className="flex flex-col gap-6" noValidate>
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
      {hasRequest && (
        <p className="mt-4">
          <a href={quotePath(jobReference)} className={linkClass}>
            {`The request ${jobReference}`}
          </a>
        </p>
      )}
    </div>
  );
}
