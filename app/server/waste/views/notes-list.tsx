import { ChevronDown } from "lucide-react";
import { formatLondon, formatLondonDate } from "../../../kernel/uk-time";
import {
  buttonClass,
  CardHead,
  CardLabel,
  cardTable,
  controlClass,
  describedBy,
  ErrorSummary,
  FieldError,
  Hint,
  Label,
  linkClass,
  quotePath,
  tapLinkClass,
  type FormErrors,
  type FormValues,
} from "../../../components/page-kit/kit";
import { staffNoteCorrectPath, NOTES_PATH, staffNotePdfPath } from "../paths";

/*
 * /staff/notes: every waste transfer note kept, searched by number, transfer dates, place, name or
 * waste code, a page at a time. The list comes first on a phone's screen: above it only the note's
 * number, the other filters folded after it ("More filters", open while one is in use).
 */

/** The longest text searched for (a name or a street). */
export const NOTES_TEXT_MAX = 100;

/** A note as the list shows it. */
interface NotesListRow {
  number: string;
  transferredAt: Date;
  district: string;
  placeLine1: string;
  /** The name the note was issued with, while its request exists; null after the erasure. */
  customerName: string | null;
  /** The request's reference while it exists; null after the erasure. */
  reference: string | null;
  status: "issued" | "superseded";
  supersededBy: string | null;
  corrects: string | null;
  codes: string[];
  /** When retention removes the note. */
  keptUntil: Date;
}

/** What the page shows: the search as typed, and its problems or the notes found with the links to the pages beside. */
export type NotesListData =
  | { values: FormValues; errors: FormErrors; found?: undefined }
  | {
      values: FormValues;
      errors?: undefined;
      found: {
        rows: NotesListRow[];
        /** "Notes 51 to 100 of 123": what this page shows of the whole. */
        count: string;
        newer?: string;
        older?: string;
      };
    };

interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  type?: "date" | "text";
  max: number;
}

const FIELDS: readonly FieldSpec[] = [
  { name: "number", label: "Note number", hint: "e.g. WTN-2026-000123", max: 20 },
  { name: "from", label: "Transferred from", hint: "UK date, included", type: "date", max: 10 },
  { name: "to", label: "Transferred to", hint: "UK date, included", type: "date", max: 10 },
  { name: "postcode", label: "Postcode", hint: "District (RH10) or full postcode", max: 10 },
  { name: "address", label: "Address", hint: "Part of the street address", max: NOTES_TEXT_MAX },
  { name: "name", label: "Customer name", hint: "Only notes whose request still exists", max: NOTES_TEXT_MAX },
  { name: "code", label: "Waste code", hint: "e.g. 20 03 07", max: 10 },
];

/** The form's id: the fields folded under "More filters", after the list, belong to it by their `form` attribute. */
const FORM_ID = "notes-search";
/** The details folded under "More filters", and the quick search's link down to them. */
const MORE_ID = "more-filters";
/** The quick search, always shown above the list: a note's number. */
const QUICK_FIELD = FIELDS[0]!;
/** Every other field, folded under "More filters" after the list. */
const MORE_FIELDS = FIELDS.slice(1);

const heading = <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">Waste transfer notes</h1>;

/** What the list holds, after it and its filters: the list and the search come first on a phone's screen. */
function About() {
  return (
    <section aria-labelledby="about-notes" className="mt-8 max-w-prose text-muted">
      <h2 id="about-notes" className="mb-1 font-display text-lg font-bold text-ink">
        About this list
      </h2>
      <p>
        Every waste transfer note kept, newest transfer first, until retention removes it two years after issue. A note stays listed after
        its request is erased: the number, the transfer, the place and the waste, with its PDF. The customer’s name is searched and shown
        only while the request still exists; after an erasure the note keeps the name it was issued with on its PDF.
      </p>
    </section>
  );
}

/** One field of the search with what was typed and its problem; `form` ties a field outside the <form> element to it. */
function SearchField({ field, values, errors, form }: { field: FieldSpec; values: FormValues; errors: FormErrors; form?: string }) {
  return (
    <>
      <Label htmlFor={field.name}>{field.label}</Label>
      {field.hint && <Hint name={field.name}>{field.hint}</Hint>}
      <input
        id={field.name}
        name={field.name}
        form={form}
        type={field.type ?? "text"}
        defaultValue={values[field.name] ?? ""}
        maxLength={field.type === "date" ? undefined : field.max}
        autoComplete="off"
        aria-describedby={describedBy(errors, field.name, field.hint ? `${field.name}-hint` : undefined)}
        aria-invalid={errors[field.name] ? true : undefined}
        className={controlClass}
      />
      <FieldError errors={errors} name={field.name} />
    </>
  );
}

/**
 * The search above the list: the note's number and the button, with a link down to the other
 * filters (after the list, so that on a phone the notes come first) and, while anything is searched
 * for, one that clears it.
 */
function QuickSearch({ values, errors }: { values: FormValues; errors: FormErrors }) {
  const anything = FIELDS.some((field) => values[field.name]);
  const more = MORE_FIELDS.filter((field) => values[field.name]).length;
  return (
    <form id={FORM_ID} method="get" action={NOTES_PATH} role="search" aria-label="Waste transfer notes" className="mb-4" noValidate>
      <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-1 basis-56 flex-col sm:max-w-sm sm:flex-none">
          <SearchField field={QUICK_FIELD} values={values} errors={errors} />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Search
        </button>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-4">
        <a href={`#${MORE_ID}`} className={tapLinkClass}>
          {more ? `More filters (${more} in use)` : "More filters"}
        </a>
        {anything && (
          <a href={NOTES_PATH} className={tapLinkClass}>
            Clear the search
          </a>
        )}
      </p>
    </form>
  );
}

/**
 * The other filters, after the list: folded, and open while any of them is in use or refused, so
 * that a filter set is never out of sight. Its fields and button belong to the search's form.
 */
function MoreFilters({ values, errors }: { values: FormValues; errors: FormErrors }) {
  const open = MORE_FIELDS.some((field) => values[field.name] || errors[field.name]);
  return (
    <div role="search" aria-label="More filters" className="mt-6">
      <details id={MORE_ID} open={open} className="group rounded-lg border border-slate-200 bg-white">
        <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-lg px-4 font-semibold text-brand hover:bg-brand-soft">
          More filters
          <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <div className="border-t border-slate-200 px-4 pt-3 pb-4">
          <p className="mb-3 text-sm text-muted">By transfer dates, place, customer or waste code, with the note’s number above.</p>
          <div className="grid items-start gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {MORE_FIELDS.map((field) => (
              <div key={field.name} className="flex min-w-0 flex-col">
                <SearchField field={field} values={values} errors={errors} form={FORM_ID} />
              </div>
            ))}
          </div>
          <button type="submit" form={FORM_ID} className={`${buttonClass("primary")} mt-4`}>
            Search with these filters
          </button>
        </div>
      </details>
    </div>
  );
}

/** What the note is now: issued, or replaced by a correction; and the note it corrects. */
function NoteStatus({ row }: { row: NotesListRow }) {
  return (
    <>
      <span className="block">
        {row.status === "superseded" ? `Superseded${row.supersededBy ? ` by ${row.supersededBy}` : ""}` : "Issued"}
      </span>
      {row.corrects && <span className="block text-muted">{`Corrects ${row.corrects}`}</span>}
    </>
  );
}

/** The customer while the request exists; after an erasure, what is kept and until when. */
function Customer({ row }: { row: NotesListRow }) {
  if (row.reference !== null) {
    return (
      <>
        <span className="block">{row.customerName}</span>
        <a href={quotePath(row.reference)} className={linkClass}>
          {`Request ${row.reference}`}
        </a>
      </>
    );
  }
  return <span className="text-muted">{`Request erased; the note is kept until ${formatLondonDate(row.keptUntil, "long")}.`}</span>;
}

function NoteRow({ row }: { row: NotesListRow }) {
  return (
    <tr className={cardTable.row}>
      <th scope="row" className="block px-3 py-2 text-base md:table-cell md:p-2 md:text-sm md:whitespace-nowrap">
        {row.number}
      </th>
      <td className={cardTable.cell}>
        <CardLabel>Transferred</CardLabel>
        <time dateTime={row.transferredAt.toISOString()}>{formatLondon(row.transferredAt)}</time>
      </td>
      <td className={cardTable.cell}>
        <CardLabel>Place</CardLabel>
        <span className="font-semibold">{row.district}</span> {row.placeLine1}
      </td>
      <td className={cardTable.cell}>
        <CardLabel>Customer</CardLabel>
        <Customer row={row} />
      </td>
      <td className={cardTable.cell}>
        <CardLabel>Waste codes</CardLabel>
        {row.codes.join(", ")}
      </td>
      <td className={cardTable.cell}>
        <CardLabel>Status</CardLabel>
        <NoteStatus row={row} />
      </td>
      {/* The two links side by side on one line of the wide table too. */}
      <td className={`${cardTable.cell} md:whitespace-nowrap`}>
        <a href={staffNotePdfPath(row.number)} className={tapLinkClass}>
          PDF<span className="sr-only">{` of ${row.number}`}</span>
        </a>
        {row.status === "issued" && (
          <a href={staffNoteCorrectPath(row.number)} className={`${tapLinkClass} ml-4`}>
            Correct<span className="sr-only">{` note ${row.number}`}</span>
          </a>
        )}
      </td>
    </tr>
  );
}

function Pages({ newer, older }: { newer?: string; older?: string }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-4">
      {newer && (
        <a href={newer} rel="prev" className={tapLinkClass}>
          Newer notes
        </a>
      )}
      {older && (
        <a href={older} rel="next" className={tapLinkClass}>
          Older notes
        </a>
      )}
    </nav>
  );
}

function NotesTable({ rows, count }: { rows: NotesListRow[]; count: string }) {
  return (
    <>
      <p role="status" className="mb-2 font-semibold">
        {count}
      </p>
      {rows.length > 0 && (
        <div className="rounded-lg border border-slate-200 bg-white md:overflow-x-auto">
          <table className={cardTable.table}>
            <caption className={cardTable.caption}>{`Waste transfer notes, newest transfer first (UK time). ${count}`}</caption>
            <CardHead columns={["Note", "Transferred", "Place", "Customer", "Waste codes", "Status", { hidden: "PDF" }]} />
            <tbody className={cardTable.body}>
              {rows.map((row) => (
                <NoteRow key={row.number} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The list, or the search again to be corrected (nothing was looked up with what was sent). */
export function NotesList({ data }: { data: NotesListData }) {
  const errors = data.errors ?? {};
  return (
    <>
      {heading}
      {data.errors && <ErrorSummary errors={data.errors} lead="The search was not run:" />}
      <QuickSearch values={data.values} errors={errors} />
      {data.found && (
        <>
          <NotesTable rows={data.found.rows} count={data.found.count} />
          <Pages newer={data.found.newer} older={data.found.older} />
        </>
      )}
      <MoreFilters values={data.values} errors={errors} />
      <About />
    </>
  );
}
