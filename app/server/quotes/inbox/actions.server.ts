import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { outbox, quoteNotes, quotes, staffUsers, type Quote } from "../../db/schema.server";
import { queueQuoteEmails } from "../store.server";
import { queueCrewDayForQuote } from "../../schedule/index.server";
import { audit, type Actor } from "../../audit.server";
import { refuse, RefusedError } from "../../../kernel/refusal";
import { STATUSES, type QuoteStatus } from "./model";

/**
 * What these changes refuse, thrown inside their transaction: the request is not there (erased, or a
 * mistyped reference; "not-found"), or what was typed passed the form's schema but the database
 * refuses it (a member of staff disabled meanwhile, an email no longer failed; "invalid", with the field).
 */
const invalid = (field: string, message: string) => new RefusedError(refuse("invalid", message, { field }));

async function lockQuote(tx: Db, reference: string): Promise<Quote> {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.reference, reference.trim().toUpperCase())).for("update");
  if (!quote) throw new RefusedError(refuse("not-found", `No request has the reference ${reference}.`));
  return quote;
}

const transaction = <T>(db: Db, job: (tx: Db) => Promise<T>) => db.transaction((tx) => job(tx as unknown as Db));

/** The first-reached timestamps a status sets (each only once). */
function stageTimes(quote: Quote, status: QuoteStatus, now: Date) {
  const reached = STATUSES.indexOf(status);
  const set: Partial<Pick<Quote, "contactedAt" | "quotedAt" | "bookedAt">> = {};
  // "done" passes through booked; lost and spam reach no stage.
  if (status === "lost" || status === "spam") return set;
  if (reached >= STATUSES.indexOf("contacted") && !quote.contactedAt) set.contactedAt = now;
  if (reached >= STATUSES.indexOf("quoted") && !quote.quotedAt) set.quotedAt = now;
  if (reached >= STATUSES.indexOf("booked") && !quote.bookedAt) set.bookedAt = now;
  return set;
}

/** Marked spam now: kept 7 days from this moment whatever its age; any other status forgets the marking. */
const spamMarking = (status: QuoteStatus, now: Date) => ({ markedSpamAt: status === "spam" ? now : null });

/** Moves a request to any status; a no-op (and no audit entry) when it is there already. */
export async function setStatus(db: Db, reference: string, status: QuoteStatus, actor: Actor, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const quote = await lockQuote(tx, reference);
    if (quote.status === status) return;
    await tx
      .update(quotes)
      .set({ status, updatedAt: now, ...stageTimes(quote, status, now), ...spamMarking(status, now) })
      .where(eq(quotes.id, quote.id));
    await audit(tx, actor, { reference: quote.reference, action: "status", detail: `status ${quote.status} → ${status}`, at: now });
  });
}

/**
 * Gives the request to an active member of staff ("" for nobody). When its job is booked, the member
 * of staff is emailed a link to their day (once: the email's Message-ID holds it to one).
 */
export async function setAssignee(
  db: Db,
  reference: string,
  assigneeId: string,
  actor: Actor,
  now: Date,
  mail: { mailDomain: string },
): Promise<void> {
  await transaction(db, async (tx) => {
    let assignee: { id: string; email: string } | undefined;
    if (assigneeId) {
      [assignee] = await tx
        .select({ id: staffUsers.id, email: staffUsers.email })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, assigneeId), sql`${staffUsers.disabledAt} IS NULL`));
      if (!assignee) throw invalid("assignee", "Choose a member of staff from the list.");
    }
    const quote = await lockQuote(tx, reference);
    const next = assignee?.id ?? null;
    if (quote.assigneeId === next) return;
    await tx.update(quotes).set({ assigneeId: next, updatedAt: now }).where(eq(quotes.id, quote.id));
    await audit(tx, actor, {
      reference: quote.reference,
      action: "assignee",
      detail: assignee ? `assigned to ${assignee.email}` : "unassigned",
      at: now,
    });
    await queueCrewDayForQuote(tx, { ...quote, assigneeId: next }, mail.mailDomain);
  });
}

/** Adds a note (its text as the form's schema left it); notes are never edited. The audit entry records that one was added, not its text. */
export async function addNote(db: Db, reference: string, text: string, actor: Actor & { id: string }, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const quote = await lockQuote(tx, reference);
    await tx.insert(quoteNotes).values({ quoteId: quote.id, authorId: actor.id, body: text, createdAt: now });
    await tx.update(quotes).set({ updatedAt: now }).where(eq(quotes.id, quote.id));
    await audit(tx, actor, { reference: quote.reference, action: "note", detail: "note added", at: now });
  });
}

export interface MailSettings {
  mailDomain: string;
  confirmationsPerHour: number;
}

/**
 * A suspected bot's request was a real customer's: it becomes "new" and the two emails the intake
 * would have sent are queued now (the confirmation within the usual caps). Emails already queued
 * for it are never queued twice.
 */
export async function notSpam(db: Db, reference: string, actor: Actor, now: Date, mail: MailSettings): Promise<void> {
  await transaction(db, async (tx) => {
    const quote = await lockQuote(tx, reference);
    if (quote.status !== "spam") return;
    await tx
      .update(quotes)
      .set({ status: "new", updatedAt: now, ...spamMarking("new", now) })
      .where(eq(quotes.id, quote.id));
    const queued = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.quoteId, quote.id)).limit(1);
    // A request the office took by phone never was spam; one with no email address has no confirmation to send.
    if (!queued.length && quote.email !== null) {
      await queueQuoteEmails(tx, { quoteId: quote.id, reference: quote.reference, email: quote.email, now, ...mail });
    }
    await audit(tx, actor, {
      reference: quote.reference,
      action: "not-spam",
      detail: `status spam → new${queued.length ? "" : ", emails queued"}`,
      at: now,
    });
  });
}

/** A failed email goes back to the queue for another try. */
export async function sendAgain(db: Db, reference: string, outboxId: number, actor: Actor, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const quote = await lockQuote(tx, reference);
    const [message] = await tx
      .update(outbox)
      .set({ status: "pending", nextAttemptAt: now, lockedUntil: null })
      .where(and(eq(outbox.id, outboxId), eq(outbox.quoteId, quote.id), eq(outbox.status, "failed")))
      .returning({ kind: outbox.kind });
    if (!message) throw invalid("email", "Only a failed email can be sent again.");
    await audit(tx, actor, { reference: quote.reference, action: "send-again", detail: `${message.kind} email queued again`, at: now });
  });
}

/** Marks many requests at once as spam or lost (from the list's checkboxes); returns how many changed. */
export async function bulkSetStatus(db: Db, ids: string[], status: "spam" | "lost", actor: Actor, now: Date): Promise<number> {
  const wanted = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/.test(id)).slice(0, 500);
  if (!wanted.length) return 0;
  return transaction(db, async (tx) => {
    const rows = await tx
      .select({ id: quotes.id, reference: quotes.reference, status: quotes.status })
      .from(quotes)
      .where(inArray(quotes.id, wanted))
      .for("update");
    let changed = 0;
    for (const row of rows) {
      if (row.status === status) continue;
      await tx
        .update(quotes)
        .set({ status, updatedAt: now, ...spamMarking(status, now) })
        .where(eq(quotes.id, row.id));
      await audit(tx, actor, { reference: row.reference, action: "status", detail: `status ${row.status} → ${status} (bulk)`, at: now });
      changed++;
    }
    return changed;
  });
}
