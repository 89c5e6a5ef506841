import type { ReactNode } from "react";
import { formatLondon } from "../../../kernel/uk-time";
import { staffActor } from "../../../kernel/audit.server";
import { bulkSetStatus } from "../inbox/actions.server";
import { STATUS_LABELS, VIEW_LABELS, VIEWS } from "../inbox/model.server";
import { filterQuery, SEARCH_MAX, type InboxFilter, type InboxPage } from "../inbox/queries.server";
import { inboxListView } from "../inbox/list-view.server";
import { BULK_MANY, bulkForm, listQuery } from "./forms.server";
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
  tapLinkClass,
  parseForm,
  quotePath,
  readForm,
  redirect,
  When,
  type FormErrors,
} from "../../../kernel/page/kit.server";
import { isNoteNumber, keptSentenceFor } from "../../waste/index.server";
import { noteSearchPath } from "../../waste/web.server";
import { staffPage } from "../../../kernel/page/staff-page.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";
import { Figures } from "./inbox-figures.server";

const NOTICES: Record<string, (count: string) => string> = {
  erased: () => "The request was erased.",
  "bulk-spam": (count) => `${count} marked as spam.`,
  "bulk-lost": (count) => `${count} marked as lost.`,
};

/** The inbox's page: its heading, then what it shows. */
function inboxPage(ctx: SignedInContext, children: ReactNode, status?: number): Response {
  return staffPage({
    title: "Quote requests",
    staff: ctx.staff,
    status,
    children: (
      <>
        <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">Quote requests</h1>
        {children}
      </>
    ),
  });
}

/** GET /staff: the inbox list. */
export async function listPage(ctx: SignedInContext, now = new Date()): Promise<Response> {
  const { db } = ctx.services.database;
  const parsed = parseForm(listQuery, ctx.url.searchParams);
  if (!parsed.ok) {
    // Nothing is looked up with what was sent; the search is shown again to be corrected.
    const filter: InboxFilter = { view: "active", q: parsed.values.q ?? "" };
    return inboxPage(
      ctx,
      <>
        <ErrorSummary errors={parsed.errors} lead="The search was not run:" />
        <SearchForm filter={filter} errors={parsed.errors} />
      </>,
      400,
    );
  }
  const { filter, position } = parsed.data;
  // A waste transfer note's number is looked up among the notes, which outlive their requests.
  if (isNoteNumber(filter.q.toUpperCase())) return redirect(noteSearchPath(filter.q.toUpperCase()));
  const { list, counts, figures, since, recycling, reply } = await inboxListView(db, filter, position, ctx.staff.id, now);
  const total = counts[filter.view];
  const done = ctx.url.searchParams.get("done") ?? "";
  const kept = done === "erased" ? await keptSentenceFor(db, (ctx.url.searchParams.get("kept") ?? "").split(",")) : "";
  const notice =
    [NOTICES[done]?.(ctx.url.searchParams.get("count")?.replace(/\D/g, "").slice(0, 6) || "0"), kept].filter(Boolean).join(" ") ||
    undefined;
  return staffPage({
    title: "Quote requests",
    staff: ctx.staff,
    children: (
      <>
        <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">Quote requests</h1>
        <Notice>{notice}</Notice>
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
      </>
    ),
  });
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

/** POST /staff/bulk: the list's checkboxes, marked as spam or lost. */
export async function bulkAction(ctx: SignedInContext): Promise<Response> {
  const parsed = parseForm(bulkForm, await readForm(ctx.request), BULK_MANY);
  if (!parsed.ok) {
    // The form sends back the filter the list was shown with: only a hand-made request lands here.
    return inboxPage(
      ctx,
      <>
        <Alert id="bulk-error">{`Nothing was changed. ${Object.values(parsed.errors).join(" ")}`}</Alert>
        <a href="/staff" className={linkClass}>
          Back to the inbox
        </a>
      </>,
      400,
    );
  }
  const { filter, action, ids } = parsed.data;
  if (!action) return redirect(`/staff${filterQuery(filter)}`);
  const changed = await bulkSetStatus(ctx.services.database.db, ids, action, staffActor(ctx.staff), new Date());
  return redirect(`/staff${filterQuery(filter, { done: `bulk-${action}`, count: String(changed) })}`);
}
