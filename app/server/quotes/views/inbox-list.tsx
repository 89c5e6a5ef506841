import type { ReactNode } from "react";
import {
  Alert,
  buttonClass,
  CardHead,
  CardLabel,
  cardTable,
  controlClass,
  describedBy,
  ErrorSummary,
  FieldError,
  Hint,
  linkClass,
  Notice,
  Panel,
  quotePath,
  tapLinkClass,
  When,
  type FormErrors,
} from "../../../components/page-kit/kit";
import type { ShownRecyclingFigure } from "../../disposals/views";
import { formatDate, formatLondon } from "../../../kernel/uk-time";
import {
  filterQuery,
  SEARCH_MAX,
  STATUS_LABELS,
  VIEW_LABELS,
  VIEWS,
  type InboxFigures,
  type InboxFilter,
  type InboxPage,
  type InboxView,
  type ReplyPromise,
} from "../inbox/model";
import { Figures } from "./inbox-figures";

/** The inbox's pages: the heading and the way in for a caller with no web quote, then what they show. */
function InboxHeading({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-dark">Quote requests</h1>
        <a href="/staff/jobs/new" className={buttonClass("outline")}>
          Phone or WhatsApp job
        </a>
      </div>
      {children}
    </>
  );
}

/** A request noted as booked for a day before bookings had slots: on no schedule until the office places it. */
interface ToPlace {
  reference: string;
  name: string;
  bookedFor: string;
}

/** The requests noted as booked for a day with no slot, each with the way to place it. */
function ToPlaceList({ rows }: { rows: ToPlace[] }) {
  if (!rows.length) return null;
  return (
    <Panel id="to-place" heading={`To place in a slot (${rows.length})`} className="mb-4">
      <p className="mb-2">Noted as booked for a day with no slot, so on no schedule and no crew's day. Place each one:</p>
      <ul className="space-y-1">
        {rows.map((row) => (
          <li key={row.reference}>
            <a href={`${quotePath(row.reference)}/book`} className={tapLinkClass}>
              {`${row.reference}, ${row.name}: noted for ${formatDate(row.bookedFor, "full")}`}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The list as its loader gives it: a page of requests, the tabs' counts, the figures, and any confirmation. */
export interface InboxListData {
  filter: InboxFilter;
  list: InboxPage;
  counts: Record<InboxView, number>;
  figures: InboxFigures;
  recycling: ShownRecyclingFigure;
  reply: Pick<ReplyPromise, "judged" | "inTime" | "share" | "kept">;
  /** Rows received after this are "new since your last visit". */
  since: Date | null;
  notice?: string;
  now: Date;
  toPlace: ToPlace[];
}

/** GET /staff: the figures, the tabs, the search and export, and the list. */
export function InboxList({ filter, list, counts, figures, recycling, reply, since, notice, now, toPlace }: InboxListData) {
  const total = counts[filter.view];
  return (
    <InboxHeading>
      <Notice>{notice}</Notice>
      <ToPlaceList rows={toPlace} />
      <Figures figures={figures} recycling={recycling} reply={reply} />
      <nav aria-label="Status" className="my-4">
        <ul className="flex flex-wrap gap-2">
          {VIEWS.map((view) => (
            <li key={view}>
              <a
                href={`/staff${filterQuery({ ...filter, view })}`}
                aria-current={view === filter.view ? "page" : undefined}
                className={
                  view === filter.view
                    ? "flex min-h-11 items-center gap-1 rounded-md bg-brand px-3 py-2 font-semibold text-white"
                    : "flex min-h-11 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 font-semibold text-brand hover:bg-brand-soft"
                }
              >
                {VIEW_LABELS[view]} <span className="font-normal">({counts[view]})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <SearchForm filter={filter} errors={{}} />
        <a href={`/staff/export.csv${filterQuery(filter)}`} className={tapLinkClass}>
          Export these {total} as CSV
        </a>
      </div>
      <QuoteTable page={list} filter={filter} total={total} since={since} now={now} />
    </InboxHeading>
  );
}

/** A search the list could not run (control characters in it): the search again, to be corrected (400). */
export function SearchRefused({ filter, errors }: { filter: InboxFilter; errors: FormErrors }) {
  return (
    <InboxHeading>
      <ErrorSummary errors={errors} lead="The search was not run:" />
      <SearchForm filter={filter} errors={errors} />
    </InboxHeading>
  );
}

/** A bulk form the list never sends (a hand-made request): nothing changed (400). */
export function BulkRefused({ message }: { message: string }) {
  return (
    <InboxHeading>
      <Alert id="bulk-error">{message}</Alert>
      <a href="/staff" className={linkClass}>
        Back to the inbox
      </a>
    </InboxHeading>
  );
}

function SearchForm({ filter, errors }: { filter: InboxFilter; errors: FormErrors }) {
  return (
    <form method="get" action="/staff" role="search" className="flex w-full max-w-xl flex-wrap items-end gap-2">
      {filter.view !== "active" && <input type="hidden" name="status" value={filter.view} />}
      <div className="flex min-w-0 flex-1 basis-56 flex-col">
        <label htmlFor="q" className="font-semibold text-ink">
          Search
        </label>
        <Hint name="q">Reference, name, postcode, phone or email</Hint>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={filter.q}
          maxLength={SEARCH_MAX}
          aria-describedby={describedBy(errors, "q", "q-hint")}
          aria-invalid={errors.q ? true : undefined}
          className={controlClass}
        />
        <FieldError errors={errors} name="q" />
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Search
      </button>
      {filter.q && (
        <a href={`/staff${filterQuery({ ...filter, q: "" })}`} className={tapLinkClass}>
          Clear search
        </a>
      )}
    </form>
  );
}

interface TableProps {
  page: InboxPage;
  filter: InboxFilter;
  total: number;
  since: Date | null;
  now: Date;
}

/**
 * The requests as a table on wide screens, as cards on a phone: each row one card with every
 * column, its heading beside each value.
 */
function QuoteTable({ page, filter, total, since, now }: TableProps) {
  const { rows } = page;
  if (!rows.length) {
    return (
      <>
        <p className="rounded-md bg-white p-4 text-muted">No requests match.</p>
        <Pages page={page} filter={filter} />
      </>
    );
  }
  const shown = page.newer
    ? `; this page: ${rows.length}, received ${formatLondon(rows.at(-1)!.createdAt)} to ${formatLondon(rows[0]!.createdAt)}`
    : "";
  return (
    <form method="post" action="/staff/bulk">
      <input type="hidden" name="status" value={filter.view} />
      <input type="hidden" name="q" value={filter.q} />
      <div className="rounded-lg border border-slate-200 bg-white md:overflow-x-auto">
        <table className={cardTable.table}>
          <caption className={cardTable.caption}>
            {`${VIEW_LABELS[filter.view]} requests${filter.q ? ` matching “${filter.q}”` : ""}: ${total}, newest first${shown}`}
            {since && (
              <span className="block font-normal text-muted">{`Rows marked “New since your last visit” arrived after ${formatLondon(since)}.`}</span>
            )}
          </caption>
          <CardHead columns={[{ hidden: "Select" }, "Reference", "Received", "Name", "Town / postcode", "Photos", "Status", "Assignee"]} />
          <tbody className={cardTable.body}>
            {rows.map((row) => {
              const fresh = since !== null && row.createdAt > since;
              return (
                <tr key={row.id} className={`${cardTable.row} ${fresh ? "bg-brand-soft" : ""}`}>
                  <td className="block md:table-cell md:p-1">
                    <label htmlFor={`select-${row.id}`} className="flex size-11 items-center justify-center">
                      <input
                        type="checkbox"
                        name="id"
                        value={row.id}
                        id={`select-${row.id}`}
                        aria-label={`Select ${row.reference}`}
                        className="size-5"
                      />
                    </label>
                  </td>
                  <th scope="row" className="block py-2 pr-3 text-base md:table-cell md:p-2 md:text-sm">
                    <a href={quotePath(row.reference)} className={linkClass}>
                      {row.reference}
                    </a>
                    {fresh && <span className="block text-xs font-semibold text-brand-dark">New since your last visit</span>}
                  </th>
                  <td className={cardTable.cell}>
                    <CardLabel>Received</CardLabel>
                    <When at={row.createdAt} now={now} />
                  </td>
                  <td className={cardTable.cell}>
                    <CardLabel>Name</CardLabel>
                    {row.name}
                  </td>
                  <td className={cardTable.cell}>
                    <CardLabel>Town</CardLabel>
                    {row.town ?? ""}
                    <span className="ml-1 text-muted md:ml-0 md:block">{row.postcode}</span>
                  </td>
                  <td className={cardTable.cell}>
                    <CardLabel>Photos</CardLabel>
                    {row.firstPhoto !== null && (
                      <img
                        src={`${quotePath(row.reference)}/photos/${row.firstPhoto}/thumb`}
                        alt={`First of those sent with ${row.reference}`}
                        width={56}
                        height={56}
                        loading="lazy"
                        className="mr-2 inline-block h-14 w-14 rounded object-cover align-middle md:mr-0 md:block"
                      />
                    )}
                    <span>{row.photoCount === 1 ? "1 photo" : `${row.photoCount} photos`}</span>
                  </td>
                  <td className={cardTable.cell}>
                    <CardLabel>Status</CardLabel>
                    <span>{STATUS_LABELS[row.status] ?? row.status}</span>
                    {row.overdue && <strong className="block text-danger">Overdue: not contacted within 2 h</strong>}
                    {row.status === "spam" && row.spamReason && (
                      <span className="block text-xs text-muted">{`Suspected bot: ${row.spamReason}`}</span>
                    )}
                  </td>
                  <td className={cardTable.cell}>
                    <CardLabel>Assignee</CardLabel>
                    {row.assigneeName ?? <span className="text-muted">Nobody</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <fieldset className="mt-3 flex flex-wrap items-center gap-2">
        <legend className="sr-only">With the selected requests</legend>
        <span className="font-semibold">With the selected:</span>
        <button type="submit" name="action" value="spam" className={buttonClass("outline")}>
          Mark as spam
        </button>
        <button type="submit" name="action" value="lost" className={buttonClass("outline")}>
          Mark as lost
        </button>
      </fieldset>
      <Pages page={page} filter={filter} />
    </form>
  );
}

/** Newer and Older: plain links from the first or last row shown, so they work with no script. */
function Pages({ page, filter }: { page: InboxPage; filter: InboxFilter }) {
  if (!page.newer && !page.older) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-4">
      {page.newer && (
        <>
          <a href={`/staff${filterQuery(filter)}`} className={tapLinkClass}>
            Newest
          </a>
          <a href={`/staff${filterQuery(filter, { before: page.newer })}`} rel="prev" className={tapLinkClass}>
            Newer
          </a>
        </>
      )}
      {page.older && (
        <a href={`/staff${filterQuery(filter, { after: page.older })}`} rel="next" className={tapLinkClass}>
          Older
        </a>
      )}
    </nav>
  );
}
