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
 * waste code, a page at a time.
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
  /** How wide the field reads on a wide screen. */
  width: string;
}

const FIELDS: readonly FieldSpec[] = [
  { name: "number", label: "Note number", hint: "e.g. WTN-2026-000123", max: 20, width: "basis-56" },
  { name: "from", label: "Transferred from", hint: "UK date, included", type: "date", max: 10, width: "basis-44" },
  { name: "to", label: "Transferred to", hint: "UK date, included", type: "date", max: 10, width: "basis-44" },
  { name: "postcode", label: "Postcode", hint: "District (RH10) or full postcode", max: 10, width: "basis-44" },
  { name: "address", label: "Address", hint: "Part of the street address", max: NOTES_TEXT_MAX, width: "basis-56" },
  { name: "name", label: "Customer name", hint: "Only notes whose request still exists", max: NOTES_TEXT_MAX, width: "basis-56" },
  { name: "code", label: "Waste code", hint: "e.g. 20 03 07", max: 10, width: "basis-36" },
];

const heading = <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">Waste transfer notes</h1>;

function Intro() {
  return (
    <p className="mb-4 max-w-prose">
      Every waste transfer note kept, newest transfer first, until retention removes it two years after issue. A note stays listed after its
      request is erased: the number, the transfer, the place and the waste, with its PDF. The customer’s name is searched and shown only
      while the request still exists; after an erasure the note keeps the name it was issued with on its PDF.
    </p>
  );
}

/** The search form, with what was typed and each field's problem. */
function SearchForm({ values, errors }: { values: FormValues; errors: FormErrors }) {
  const anything = FIELDS.some((field) => values[field.name]);
  return (
    <form method="get" action={NOTES_PATH} role="search" aria-label="Waste transfer notes" className="mb-4" noValidate>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        {FIELDS.map((field) => (
          <div key={field.name} className={`flex min-w-0 flex-1 flex-col ${field.width}`}>
            <Label htmlFor={field.name}>{field.label}</Label>
            {field.hint && <Hint name={field.name}>{field.hint}</Hint>}
            <input
              id={field.name}
              name={field.name}
              type={field.type ?? "text"}
              defaultValue={values[field.name] ?? ""}
              maxLength={field.type === "date" ? undefined : field.max}
              autoComplete="off"
              aria-describedby={describedBy(errors, field.name, field.hint ? `${field.name}-hint` : undefined)}
              aria-invalid={errors[field.name] ? true : undefined}
              className={controlClass}
            />
            <FieldError errors={errors} name={field.name} />
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass("primary")}>
          Search
        </button>
        {anything && (
          <a href={NOTES_PATH} className={tapLinkClass}>
            Clear the search
          </a>
        )}
      </div>
    </form>
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
      <th scope="row" className="block py-2 pr-3 text-base md:table-cell md:p-2 md:text-sm">
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
      <td className={cardTable.cell}>
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
  return (
    <>
      {heading}
      <Intro />
      {data.found ? (
        <>
          <SearchForm values={data.values} errors={{}} />
          <NotesTable rows={data.found.rows} count={data.found.count} />
          <Pages newer={data.found.newer} older={data.found.older} />
        </>
      ) : (
        <>
          <ErrorSummary errors={data.errors} lead="The search was not run:" />
          <SearchForm values={data.values} errors={data.errors} />
        </>
      )}
    </>
  );
}
