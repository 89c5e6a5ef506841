import { formatLondon } from "../../server/mail/format.server";
import { bulkSetStatus } from "../../server/inbox/actions.server";
import { formatDuration } from "../../server/inbox/london.server";
import { staffActor, STATUS_LABELS, VIEW_LABELS, VIEWS } from "../../server/inbox/model.server";
import { countByView, filterQuery, inboxFigures, listQuotes, PAGE_SIZE, readFilter, recordVisit, SEARCH_MAX, type InboxFigures, type InboxFilter, type InboxRow } from "../../server/inbox/queries.server";
import { staffPage } from "../page";
import type { SignedInContext } from "../types";
import { buttonClass, field, inputClass, linkClass, Notice, quotePath, readForm, secondaryButtonClass, seeOther, When } from "./ui";

const NOTICES: Record<string, (count: string) => string> = {
  erased: () => "The request was erased.",
  "bulk-spam": (count) => `${count} marked as spam.`,
  "bulk-lost": (count) => `${count} marked as lost.`,
};

/** GET /staff: the inbox list. */
export async function listPage(ctx: SignedInContext, now = new Date()): Promise<Response> {
  const { db } = ctx.services.database;
  const filter = readFilter(ctx.url.searchParams);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(ctx.url.searchParams.get("page") ?? "1", 10) || 1));
  const [list, counts, figures, since] = await Promise.all([
    listQuotes(db, filter, page, now),
    countByView(db, filter.q, now),
    inboxFigures(db, now),
    recordVisit(db, ctx.staff.id, now),
  ]);
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  const done = ctx.url.searchParams.get("done") ?? "";
  const notice = NOTICES[done]?.(ctx.url.searchParams.get("count")?.replace(/\D/g, "").slice(0, 6) || "0");
  return staffPage({
    title: "Quote requests",
    staff: ctx.staff,
    children: (
      <>
        <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">Quote requests</h1>
        {notice && <Notice>{notice}</Notice>}
        <Figures figures={figures} />
        <nav aria-label="Status" className="my-4">
          <ul className="flex flex-wrap gap-2">
            {VIEWS.map((view) => (
              <li key={view}>
                <a
                  href={`/staff${filterQuery({ ...filter, view })}`}
                  aria-current={view === filter.view ? "page" : undefined}
                  className={
                    view === filter.view
                      ? "block rounded-md bg-brand px-3 py-2 font-semibold text-white"
                      : "block rounded-md border border-slate-300 bg-white px-3 py-2 font-semibold text-brand hover:bg-brand-soft"
                  }
                >
                  {VIEW_LABELS[view]} <span className="font-normal">({counts[view]})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <form method="get" action="/staff" role="search" className="flex flex-wrap items-end gap-2">
            {filter.view !== "active" && <input type="hidden" name="status" value={filter.view} />}
            <div className="flex flex-col">
              <label htmlFor="q" className="font-semibold text-ink">
                Search
              </label>
              <span id="q-hint" className="text-sm text-muted">
                Reference, name, postcode, phone or email
              </span>
              <input id="q" name="q" type="search" defaultValue={filter.q} maxLength={SEARCH_MAX} aria-describedby="q-hint" className={inputClass} />
            </div>
            <button type="submit" className={buttonClass}>
              Search
            </button>
            {filter.q && (
              <a href={`/staff${filterQuery({ ...filter, q: "" })}`} className={linkClass}>
                Clear search
              </a>
            )}
          </form>
          <a href={`/staff/export.csv${filterQuery(filter)}`} className={linkClass}>
            Export these {list.total} as CSV
          </a>
        </div>
        <QuoteTable rows={list.rows} filter={filter} page={page} pages={pages} total={list.total} since={since} now={now} />
      </>
    ),
  });
}

function Figures({ figures }: { figures: InboxFigures }) {
  const rate = figures.quotedToBooked;
  return (
    <section aria-labelledby="figures-heading" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
      <h2 id="figures-heading" className="sr-only">
        Figures
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 md:grid-cols-1 lg:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">New this week (Mon–Sun)</dt>
          <dd className="text-2xl font-bold text-ink">{figures.newThisWeek}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Median time to first contact (30 days)</dt>
          <dd className="text-2xl font-bold text-ink">{figures.medianToContactMs === null ? "–" : formatDuration(figures.medianToContactMs)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Quoted → booked (30 days)</dt>
          <dd className="text-2xl font-bold text-ink">
            {rate ? `${Math.round((100 * rate.booked) / rate.quoted)}%` : "–"}
            {rate && <span className="block text-sm font-normal text-muted">{`${rate.booked} of ${rate.quoted} quoted`}</span>}
          </dd>
        </div>
      </dl>
      <WeeksChart weeks={figures.weeks} />
    </section>
  );
}

const weekLabel = (start: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "numeric", month: "short" }).format(start);

/** Requests per week as bars; the figures themselves are in the accessible name and a hidden table. */
export function WeeksChart({ weeks }: { weeks: InboxFigures["weeks"] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const width = 24;
  const gap = 6;
  const height = 80;
  const summary = weeks.map((w) => `week of ${weekLabel(w.start)}: ${w.count}`).join("; ");
  return (
    <figure className="m-0">
      <figcaption className="text-sm text-muted">Requests per week, last 12 weeks</figcaption>
      <svg
        role="img"
        aria-label={`Requests per week, last 12 weeks: ${summary}`}
        viewBox={`0 0 ${weeks.length * (width + gap)} ${height + 14}`}
        className="h-24 w-full max-w-md text-brand"
      >
        {weeks.map((w, i) => {
          const h = Math.round((w.count / max) * height);
          return (
            <g key={w.start.toISOString()}>
              <rect x={i * (width + gap)} y={height - h} width={width} height={Math.max(h, 1)} fill="currentColor" />
              <text x={i * (width + gap) + width / 2} y={height + 11} textAnchor="middle" fontSize="9" fill="#475569">
                {w.count}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Requests per week</caption>
        <thead>
          <tr>
            <th scope="col">Week beginning</th>
            <th scope="col">Requests</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.start.toISOString()}>
              <th scope="row">{weekLabel(w.start)}</th>
              <td>{w.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

interface TableProps {
  rows: InboxRow[];
  filter: InboxFilter;
  page: number;
  pages: number;
  total: number;
  since: Date | null;
  now: Date;
}

function QuoteTable({ rows, filter, page, pages, total, since, now }: TableProps) {
  if (!rows.length) return <p className="rounded-md bg-white p-4 text-muted">No requests match.</p>;
  return (
    <form method="post" action="/staff/bulk">
      <input type="hidden" name="status" value={filter.view} />
      <input type="hidden" name="q" value={filter.q} />
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="p-3 text-left font-semibold text-ink">
            {`${VIEW_LABELS[filter.view]} requests${filter.q ? ` matching “${filter.q}”` : ""}: ${total}, newest first (page ${page} of ${pages})`}
            {since && <span className="block font-normal text-muted">{`Rows marked “New since your last visit” arrived after ${formatLondon(since)}.`}</span>}
          </caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="p-2">
                <span className="sr-only">Select</span>
              </th>
              <th scope="col" className="p-2">Reference</th>
              <th scope="col" className="p-2">Received</th>
              <th scope="col" className="p-2">Name</th>
              <th scope="col" className="p-2">Town / postcode</th>
              <th scope="col" className="p-2">Photos</th>
              <th scope="col" className="p-2">Status</th>
              <th scope="col" className="p-2">Assignee</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const fresh = since !== null && row.createdAt > since;
              return (
                <tr key={row.id} className={fresh ? "border-t border-slate-200 bg-brand-soft" : "border-t border-slate-200"}>
                  <td className="p-2">
                    <input type="checkbox" name="id" value={row.id} id={`select-${row.id}`} aria-label={`Select ${row.reference}`} className="h-5 w-5" />
                  </td>
                  <th scope="row" className="p-2">
                    <a href={quotePath(row.reference)} className={linkClass}>
                      {row.reference}
                    </a>
                    {fresh && <span className="block text-xs font-semibold text-brand-dark">New since your last visit</span>}
                  </th>
                  <td className="p-2">
                    <When at={row.createdAt} now={now} />
                  </td>
                  <td className="p-2">{row.name}</td>
                  <td className="p-2">
                    {row.town ?? ""}
                    <span className="block text-muted">{row.postcode}</span>
                  </td>
                  <td className="p-2">
                    {row.firstPhoto !== null && (
                      <img
                        src={`${quotePath(row.reference)}/photos/${row.firstPhoto}/thumb`}
                        alt={`First of those sent with ${row.reference}`}
                        width={56}
                        height={56}
                        loading="lazy"
                        className="h-14 w-14 rounded object-cover"
                      />
                    )}
                    <span>{row.photoCount === 1 ? "1 photo" : `${row.photoCount} photos`}</span>
                  </td>
                  <td className="p-2">
                    {STATUS_LABELS[row.status] ?? row.status}
                    {row.overdue && <strong className="block text-danger">Overdue: not contacted within 2 h</strong>}
                    {row.status === "spam" && row.spamReason && <span className="block text-xs text-muted">{`Suspected bot: ${row.spamReason}`}</span>}
                  </td>
                  <td className="p-2">{row.assigneeName ?? <span className="text-muted">Nobody</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <fieldset className="mt-3 flex flex-wrap items-center gap-2">
        <legend className="sr-only">With the selected requests</legend>
        <span className="font-semibold">With the selected:</span>
        <button type="submit" name="action" value="spam" className={secondaryButtonClass}>
          Mark as spam
        </button>
        <button type="submit" name="action" value="lost" className={secondaryButtonClass}>
          Mark as lost
        </button>
      </fieldset>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex gap-4">
          {page > 1 && (
            <a href={`/staff${filterQuery(filter, { page: String(page - 1) })}`} rel="prev" className={linkClass}>
              Newer
            </a>
          )}
          <span>{`Page ${page} of ${pages}`}</span>
          {page < pages && (
            <a href={`/staff${filterQuery(filter, { page: String(page + 1) })}`} rel="next" className={linkClass}>
              Older
            </a>
          )}
        </nav>
      )}
    </form>
  );
}

/** POST /staff/bulk: the list's checkboxes, marked as spam or lost. */
export async function bulkAction(ctx: SignedInContext): Promise<Response> {
  const form = await readForm(ctx.request);
  const action = field(form, "action");
  const filter = readFilter(new URLSearchParams({ status: field(form, "status"), q: field(form, "q") }));
  if (action !== "spam" && action !== "lost") return seeOther(`/staff${filterQuery(filter)}`);
  const ids = form.getAll("id").filter((id): id is string => typeof id === "string");
  const changed = await bulkSetStatus(ctx.services.database.db, ids, action, staffActor(ctx.staff), new Date());
  return seeOther(`/staff${filterQuery(filter, { done: `bulk-${action}`, count: String(changed) })}`);
}

