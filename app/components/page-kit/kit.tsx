/**
 * The parts every page made on request is made of, the staff pages' and the customer's booking
 * page's: notices, alerts, the error summary, field errors, panels and card tables. Buttons and
 * fields wear the public site's looks (app/components/ui), so every tap target keeps its 44 px.
 */
import type { ReactNode } from "react";
import { buttonClass } from "../ui/button";
import { controlClass, FieldError } from "../ui/field";
import { formatLondon, relativeTime } from "../../kernel/uk-time";

export { buttonClass, controlClass, FieldError };

/**
 * How a box looks: the staff pages' ("staff", the default) or the public site's, which the
 * customer's booking page wears ("public").
 */
export type Look = "staff" | "public";

/** A text link in running text. */
export const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";
/** A link standing on its own (navigation, "back", "clear"), 44 px tall to tap. */
export const tapLinkClass = `${linkClass} inline-flex min-h-11 items-center`;

/** One message per field, first problem first (as app/kernel/form.server.ts reads a form). */
export type FormErrors = Record<string, string>;
/** Fields as they may be shown back: what was typed, control characters as U+FFFD. */
export type FormValues = Record<string, string>;

export const quotePath = (reference: string) => `/staff/quotes/${encodeURIComponent(reference)}`;

/** An instant shown both ways: "2 h ago" and the exact London time (in the <time> element). */
export function When({ at, now }: { at: Date; now: Date }) {
  return (
    <time dateTime={at.toISOString()} title={formatLondon(at)}>
      {relativeTime(at, now)}
      <span className="block text-xs text-muted">{formatLondon(at)}</span>
    </time>
  );
}

const noticeLook: Record<Look, string> = {
  staff: "mb-4 rounded-lg border border-brand/30 bg-brand-soft px-4 py-3 font-semibold text-brand-dark",
  public: "mb-4 rounded-md border border-brand bg-brand-soft px-4 py-3 font-semibold text-brand-dark",
};

/** A confirmation after a change (303 back with ?done=…) or a step (signed out). */
export function Notice({ look = "staff", children }: { look?: Look; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="status" className={noticeLook[look]}>
      {children}
    </p>
  );
}

/** One problem with what was sent, announced, and pointed at by the field it concerns (`id`). */
export function Alert({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div id={id} role="alert" className="mb-4 rounded-lg border border-danger/40 bg-red-50 px-4 py-3 font-medium text-danger">
      {children}
    </div>
  );
}

const summaryLook: Record<Look, string> = {
  staff: "mb-4 rounded-lg border border-danger/40 bg-red-50 px-4 py-3 text-danger",
  public: "mb-4 rounded-md border border-danger bg-white px-4 py-3 text-danger",
};

/** Every problem of a form, each a link to its field, under a line saying what did not happen. */
export function ErrorSummary({
  errors,
  lead = "Nothing was changed:",
  look = "staff",
}: {
  errors: FormErrors;
  lead?: string;
  look?: Look;
}) {
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <div role="alert" className={summaryLook[look]}>
      <p className="font-semibold">{lead}</p>
      <ul className="list-disc pl-5">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${name}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The ids a control is described by: its hint and, when it has one, its error. */
export const describedBy = (errors: FormErrors, name: string, hint?: string) =>
  [hint, errors[name] ? `${name}-error` : undefined].filter(Boolean).join(" ") || undefined;

/** A labelled section of a page, white on the page's grey. */
export function Panel({
  id,
  heading,
  tone = "plain",
  className = "",
  children,
}: {
  id: string;
  heading: ReactNode;
  tone?: "plain" | "danger";
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`min-w-0 rounded-lg border bg-white p-4 ${tone === "danger" ? "border-danger" : "border-slate-200"} ${className}`}
    >
      <h2 id={`${id}-heading`} className="mb-2 font-display text-xl font-bold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/*
 * Tables that read as cards on a phone: below the md breakpoint each row is a card and each cell
 * a line with its column's heading before it (seen, not read out: the table's own headers stay
 * for screen readers, visually hidden); from md up, an ordinary table.
 */
export const cardTable = {
  table: "block w-full text-left text-sm md:table",
  caption: "block p-3 text-left font-semibold text-ink md:table-caption",
  head: "sr-only md:not-sr-only md:table-header-group md:bg-slate-100",
  body: "block md:table-row-group",
  row: "flex flex-wrap items-center border-t border-slate-200 pb-3 md:table-row md:pb-0",
  /** A cell on a line of its own in the card. */
  cell: "block basis-full px-3 py-0.5 break-words md:table-cell md:p-2",
};

/** A card table's column headings; a column given as `{ hidden }` is named for screen readers only (a column of buttons). */
export function CardHead({ columns }: { columns: readonly (string | { hidden: string })[] }) {
  return (
    <thead className={cardTable.head}>
      <tr>
        {columns.map((column) => (
          <th key={typeof column === "string" ? column : column.hidden} scope="col" className="p-2">
            {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A card table's cell holding one button that posts to `action` (its hidden fields first), or empty when `show` is false. */
export function ButtonCell({
  show,
  action,
  fields = {},
  children,
}: {
  show: boolean;
  action: string;
  fields?: Record<string, string | number>;
  children: string;
}) {
  return (
    <td className={cardTable.cell}>
      {show && (
        <form method="post" action={action}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={buttonClass("outline")}>
            {children}
          </button>
        </form>
      )}
    </td>
  );
}

/** A cell's heading inside the cell, shown only while the rows are cards. */
export const CardLabel = ({ children }: { children: string }) => (
  <span aria-hidden="true" className="mr-1 font-semibold text-muted md:hidden">{`${children}:`}</span>
);

/** The one box of a sign-in step, with the step's heading. */
export function Card({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mb-4 font-display text-2xl font-bold text-brand-dark">{heading}</h1>
      {children}
    </div>
  );
}

/** A field's hint under its label, `${name}-hint`, for the field's aria-describedby. */
export function Hint({ name, children }: { name: string; children: ReactNode }) {
  return (
    <span id={`${name}-hint`} className="text-sm text-muted">
      {children}
    </span>
  );
}

export function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block font-semibold text-ink">
      {children}
    </label>
  );
}

/** A reference with no request (never made, or erased). */
export function NoSuchRequest() {
  return (
    <>
      <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">No such request</h1>
      <p>
        There is no request with that reference; it may have been erased.{" "}
        <a href="/staff" className={linkClass}>
          Back to the inbox
        </a>
      </p>
    </>
  );
}
