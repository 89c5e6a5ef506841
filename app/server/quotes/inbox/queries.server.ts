import { and, asc, desc, eq, gte, ilike, isNotNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import {
  bookings,
  outbox,
  priceQuotes,
  quoteNotes,
  quotePhotos,
  quoteStatusCounts,
  quotes,
  staffInboxVisits,
  staffUsers,
  type Booking,
  type OutboxMessage,
  type Quote,
  type QuotePhoto,
} from "../../db/schema.server";
import { londonWeekStart } from "../../../kernel/uk-time";
import {
  ACTIVE_STATUSES,
  OVERDUE_AFTER_MS,
  SEARCH_MAX,
  VIEWS,
  isView,
  type InboxFigures,
  type InboxFilter,
  type InboxPage,
  type InboxView,
  type QuoteStatus,
} from "./model";

export const PAGE_SIZE = 25;

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const like = containsPattern(q);
  const conditions: (SQL | undefined)[] = [ilike(quotes.reference, like), ilike(quotes.name, like), ilike(quotes.email, like)];
  const compact = q.replace(/\s+/g, "");
  if (compact) conditions.push(sql`replace(${quotes.postcode}, ' ', '') ILIKE ${containsPattern(compact)}`);
  // Phones are stored as +44…; "07911 123456" and "+44 7911…" both find one.
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 4 && /^[\d\s()+-]+$/.test(q)) {
    conditions.push(ilike(quotes.phone, containsPattern(digits.startsWith("0") ? `44${digits.slice(1)}` : digits)));
  }
  return or(...conditions);
}

/**
 * The working set, written out (not as parameters) so the planner sees it is the condition of the
 * partial index quotes_active_created_idx. The statuses are this module's own constants.
 */
const activeCondition = sql`${quotes.status} IN (${sql.raw(ACTIVE_STATUSES.map((status) => `'${status}'`).join(", "))})`;

function viewCondition(view: InboxView, now: Date): SQL | undefined {
  if (view === "active") return activeCondition;
  if (view === "overdue") return and(eq(quotes.status, "new"), lte(quotes.createdAt, new Date(now.getTime() - OVERDUE_AFTER_MS)));
  return eq(quotes.status, view);
}

export const filterCondition = (filter: InboxFilter, now: Date) => and(viewCondition(filter.view, now), searchCondition(filter.q));

const photoCount = sql<number>`(SELECT count(*)::int FROM quote_photos p WHERE p.quote_id = ${quotes.id})`;
const firstPhoto = sql<number | null>`(SELECT min(p.position) FROM quote_photos p WHERE p.quote_id = ${quotes.id})`;

/**
 * A request's place in the list's order (newest first): its receipt time exactly as the database
 * holds it (as text: microseconds that a JavaScript Date would lose), then its reference.
 */
export interface ListKey {
  at: string;
  reference: string;
}

/** The column that reads a row's ListKey time. */
export const listKeyTime = sql<string>`${quotes.createdAt}::text`;
/** The list's order: newest first, the reference settling requests received in the same instant. */
export const newestFirst = [desc(quotes.createdAt), desc(quotes.reference)];
const oldestFirst = [asc(quotes.createdAt), asc(quotes.reference)];

/** The requests after `key` in the list's order (older ones), or before it (newer ones): an index range, however deep. */
export const beyond = (key: ListKey, direction: "older" | "newer") =>
  sql`(${quotes.createdAt}, ${quotes.reference}) ${sql.raw(direction === "older" ? "<" : ">")} (${key.at}::timestamptz, ${key.reference})`;

/** Where a page of the list starts: older than a request (its reference), newer than one, or at the newest. */
export type ListPosition = { after: string } | { before: string } | Record<string, never>;

/**
 * One page of the list, newest first, PAGE_SIZE rows from a position (keyset pagination: each page
 * reads its rows from an index, at the same cost however far back it is). A position whose request
 * no longer exists, and a "newer" page that reaches the newest request, give the first page.
 */
export async function listQuotes(db: Db, filter: InboxFilter, position: ListPosition, now: Date): Promise<InboxPage> {
  const from = "after" in position ? position.after : "before" in position ? position.before : undefined;
  const newer = "before" in position;
  let key: ListKey | undefined;
  if (from) {
    const [found] = await db.select({ at: listKeyTime, reference: quotes.reference }).from(quotes).where(eq(quotes.reference, from));
    if (!found) return listQuotes(db, filter, {}, now);
    key = found;
  }
  const rows = await db
    .select({
      id: quotes.id,
      reference: quotes.reference,
      createdAt: quotes.createdAt,
      name: quotes.name,
      town: quotes.town,
      postcode: quotes.postcode,
      status: quotes.status,
      spamReason: quotes.spamReason,
      assigneeName: staffUsers.name,
      photoCount,
      firstPhoto,
    })
    .from(quotes)
    .leftJoin(staffUsers, eq(staffUsers.id, quotes.assigneeId))
    .where(and(filterCondition(filter, now), key && beyond(key, newer ? "newer" : "older")))
    .orderBy(...(newer ? oldestFirst : newestFirst))
    .limit(PAGE_SIZE + 1);
  const more = rows.length > PAGE_SIZE;
  if (newer && !more) return listQuotes(db, filter, {}, now);
  const page = rows.slice(0, PAGE_SIZE);
  if (newer) page.reverse();
  return {
    rows: page.map((row) => ({
      ...row,
      status: row.status as QuoteStatus,
      photoCount: Number(row.photoCount),
      firstPhoto: row.firstPhoto === null ? null : Number(row.firstPhoto),
      overdue: isOverdue(row, now),
    })),
    newer: key ? (page[0]?.reference ?? null) : null,
    older: (newer || more) && page.length ? page.at(-1)!.reference : null,
  };
}

export const isOverdue = (quote: { status: string; createdAt: Date }, now: Date) =>
  quote.status === "new" && now.getTime() - quote.createdAt.getTime() >= OVERDUE_AFTER_MS;

/**
 * How many requests each tab holds (the search applied, so the tabs agree with the list). With no
 * search the statuses come from quote_status_counts, kept by triggers, and only the overdue ones
 * (new and older than 2 hours, a handful) are counted from the requests.
 */
export async function countByView(db: Db, q: string, now: Date): Promise<Record<InboxView, number>> {
  const overdueBefore = new Date(now.getTime() - OVERDUE_AFTER_MS);
  const search = searchCondition(q.trim().slice(0, SEARCH_MAX));
  const counts = Object.fromEntries(VIEWS.map((view) => [view, 0])) as Record<InboxView, number>;
  let byStatus: { status: string; count: number }[];
  if (search) {
    const rows = await db
      .select({
        status: quotes.status,
        count: sql<number>`count(*)::int`,
        overdue: sql<number>`count(*) FILTER (WHERE ${quotes.createdAt} <= ${overdueBefore.toISOString()})::int`,
      })
      .from(quotes)
      .where(search)
      .groupBy(quotes.status);
    byStatus = rows;
    counts.overdue = Number(rows.find((row) => row.status === "new")?.overdue ?? 0);
  } else {
    const [rows, [overdue]] = await Promise.all([
      db.select().from(quoteStatusCounts),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(quotes)
        .where(viewCondition("overdue", now)),
    ]);
    byStatus = rows;
    counts.overdue = Number(overdue?.count ?? 0);
  }
  for (const row of byStatus) {
    if (isView(row.status) && row.status !== "overdue") counts[row.status] += Number(row.count);
    if ((ACTIVE_STATUSES as string[]).includes(row.status)) counts.active += Number(row.count);
  }
  return counts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function inboxFigures(db: Db, now: Date): Promise<InboxFigures> {
  const starts = Array.from({ length: 12 }, (_, i) => londonWeekStart(now, 11 - i));
  const bounds = [...starts, new Date(now.getTime() + 1)];
  const notSpam = ne(quotes.status, "spam");
  const weekCounts = sql.join(
    starts.map(
      (start, i) =>
        sql`count(*) FILTER (WHERE ${quotes.createdAt} >= ${start.toISOString()} AND ${quotes.createdAt} < ${bounds[i + 1]!.toISOString()})::int AS ${sql.raw(`w${i}`)}`,
    ),
    sql`, `,
  );
  const weekResult = await db.execute(
    sql`SELECT ${weekCounts} FROM quotes WHERE status <> 'spam' AND created_at >= ${starts[0]!.toISOString()}`,
  );
  const weekRow = (weekResult as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const weeks = starts.map((start, i) => ({ start, count: Number(weekRow[`w${i}`] ?? 0) }));

  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const [median] = await db
    .select({
      ms: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${quotes.contactedAt} - ${quotes.createdAt}) * 1000)`,
    })
    .from(quotes)
    .where(and(notSpam, gte(quotes.createdAt, monthAgo), lte(quotes.createdAt, now), isNotNull(quotes.contactedAt)));
  const [conversion] = await db
    .select({ quoted: sql<number>`count(*)::int`, booked: sql<number>`count(*) FILTER (WHERE ${quotes.bookedAt} IS NOT NULL)::int` })
    .from(quotes)
    .where(and(gte(quotes.quotedAt, monthAgo), lte(quotes.quotedAt, now)));
  return {
    newThisWeek: weeks.at(-1)!.count,
    medianToContactMs: median?.ms === null || median?.ms === undefined ? null : Number(median.ms),
    quotedToBooked:
      conversion && Number(conversion.quoted) > 0 ? { quoted: Number(conversion.quoted), booked: Number(conversion.booked) } : null,
    weeks,
  };
}

/** A gap longer than this between two list views starts a new visit. */
const VISIT_GAP_MS = 30 * 60 * 1000;

/**
 * Records a view of the list and returns the instant rows are "new since your last visit" after.
 * The rule: each view sets lastVisitAt to now; when more than 30 minutes passed since the previous
 * view, the visit before is over, so previousVisitAt becomes that previous view's time. Within a
 * visit the highlight therefore stays put. The first ever view highlights nothing.
 */
export async function recordVisit(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [existing] = await db.select().from(staffInboxVisits).where(eq(staffInboxVisits.userId, userId));
  if (!existing) {
    await db.insert(staffInboxVisits).values({ userId, lastVisitAt: now, previousVisitAt: null }).onConflictDoNothing();
    return null;
  }
  const previousVisitAt = now.getTime() - existing.lastVisitAt.getTime() > VISIT_GAP_MS ? existing.lastVisitAt : existing.previousVisitAt;
  await db.update(staffInboxVisits).set({ lastVisitAt: now, previousVisitAt }).where(eq(staffInboxVisits.userId, userId));
  return previousVisitAt;
}

export interface QuoteDetail {
  quote: Quote;
  photos: QuotePhoto[];
  notes: { id: number; body: string; createdAt: Date; authorName: string }[];
  emails: OutboxMessage[];
  assigneeName: string | null;
  /** Whether a fixed price was ever sent for it (its quotedPricePence is then the latest one's total). */
  fixedPriceSent: boolean;
}

/** Everything about one request, by reference (case does not matter); undefined when there is none. */
export async function quoteByReference(db: Db, reference: string): Promise<QuoteDetail | undefined> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.reference, reference.trim().toUpperCase()));
  if (!quote) return undefined;
  const [photos, notes, emails, assignee, sent] = await Promise.all([
    db.select().from(quotePhotos).where(eq(quotePhotos.quoteId, quote.id)).orderBy(quotePhotos.position),
    db
      .select({ id: quoteNotes.id, body: quoteNotes.body, createdAt: quoteNotes.createdAt, authorName: staffUsers.name })
      .from(quoteNotes)
      .innerJoin(staffUsers, eq(staffUsers.id, quoteNotes.authorId))
      .where(eq(quoteNotes.quoteId, quote.id))
      .orderBy(quoteNotes.createdAt, quoteNotes.id),
    db.select().from(outbox).where(eq(outbox.quoteId, quote.id)).orderBy(outbox.id),
    quote.assigneeId
      ? db.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, quote.assigneeId))
      : Promise.resolve([]),
    db.select({ id: priceQuotes.id }).from(priceQuotes).where(eq(priceQuotes.quoteId, quote.id)).limit(1),
  ]);
  return { quote, photos, notes, emails, assigneeName: assignee[0]?.name ?? null, fixedPriceSent: sent.length > 0 };
}

/** Staff who can be given a request: accounts not disabled. */
export async function activeStaff(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(sql`${staffUsers.disabledAt} IS NULL`)
    .orderBy(staffUsers.name);
}

/** A request's bookings, whatever their status. */
export async function bookingsOfQuote(db: Db, quoteId: string): Promise<Booking[]> {
  return db.select().from(bookings).where(eq(bookings.quoteId, quoteId));
}

/**
 * The requests noted as booked for a day with no slot (the "Booked for" date of before the office
 * could book slots), still open and with no booking made since: on no schedule until placed. Oldest day first.
 */
export async function requestsToPlace(db: Db): Promise<{ reference: string; name: string; bookedFor: string }[]> {
  const rows = await db
    .select({ reference: quotes.reference, name: quotes.name, bookedFor: quotes.bookedFor })
    .from(quotes)
    .where(
      and(
        isNotNull(quotes.bookedFor),
        sql`${quotes.status} IN ('new', 'contacted', 'quoted', 'booked')`,
        sql`NOT EXISTS (SELECT 1 FROM bookings b WHERE b.quote_id = ${quotes.id} AND b.status IN ('booked', 'done'))`,
      ),
    )
    .orderBy(asc(quotes.bookedFor), asc(quotes.reference))
    .limit(100);
  return rows.map((row) => ({ ...row, bookedFor: row.bookedFor! }));
}
