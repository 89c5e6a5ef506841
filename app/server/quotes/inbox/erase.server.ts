import { rm } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.server";
import { auditLog, outbox, quotes } from "../../db/schema.server";
import { log } from "../../log.server";
import { emlFileName } from "../../mail/transport.server";
import type { PhotoStore } from "../../photos/store.server";
import { notesKeptOnErase } from "../../waste/index.server";
import { audit, type Actor } from "../../audit.server";

/** What erasure needs: the database, the photo store and the data folder (for emails kept as files). */
export interface EraseDeps {
  database: Pick<Database, "db">;
  photoStore: Pick<PhotoStore, "deleteQuote">;
  env: { dataDir: string };
}

/** One request by its reference, or every request sent from an email address (either in any case). */
export type EraseTarget = { reference: string } | { email: string };

/**
 * Erases requests: the quote rows (with their photo rows, notes, emails to send, booking and price
 * quotes), the photos and previews in the photo store (the cleared-space photos of a note with them),
 * and the copies of their emails written as .eml files under DATA_DIR/outbox. A waste transfer note
 * the request led to is kept with the facts it carries (its rows hold their own copy of the name,
 * address and waste; its PDF lives in the note's own folder) until retention removes it; its links
 * to the request become null. The audit log keeps the reference and the fact of erasure only: the
 * request's other entries are deleted and one "erased" entry is written. Returns the references
 * erased and the notes kept; running it again finds nothing and changes nothing.
 */
export async function eraseQuotes(
  deps: EraseDeps,
  target: EraseTarget,
  actor: Actor,
  now = new Date(),
): Promise<{ references: string[]; keptNotes: { number: string; issuedAt: Date }[] }> {
  const { db } = deps.database;
  const where =
    "reference" in target
      ? eq(quotes.reference, target.reference.trim().toUpperCase())
      : sql`lower(${quotes.email}) = ${target.email.trim().toLowerCase()}`;
  const found = await db.select({ id: quotes.id, reference: quotes.reference }).from(quotes).where(where);
  const references: string[] = [];
  const keptNotes: { number: string; issuedAt: Date }[] = [];
  for (const quote of found) {
    const erased = await db.transaction(async (tx) => {
      const notes = await notesKeptOnErase(tx as unknown as Db, quote.id);
      const messages = await tx.select({ messageId: outbox.messageId }).from(outbox).where(eq(outbox.quoteId, quote.id));
      const deleted = await tx.delete(quotes).where(eq(quotes.id, quote.id)).returning({ id: quotes.id });
      if (!deleted.length) return undefined;
      await tx.delete(auditLog).where(eq(auditLog.quoteReference, quote.reference));
      await audit(tx as unknown as Db, actor, {
        reference: quote.reference,
        action: "erased",
        detail: notes.length ? `waste transfer note kept: ${notes.map((n) => n.number).join(", ")}` : null,
        at: now,
      });
      return { messageIds: messages.map((m) => m.messageId), notes };
    });
    if (!erased) continue;
    const { messageIds } = erased;
    references.push(quote.reference);
    keptNotes.push(...erased.notes.map(({ number, issuedAt }) => ({ number, issuedAt })));
    // After the rows are gone nothing will send or show these again; if the store is unreachable
    // now, the hourly sweep removes photos that have no quote.
    for (const messageId of messageIds) await rm(path.join(deps.env.dataDir, "outbox", emlFileName(messageId)), { force: true });
    await deps.photoStore
      .deleteQuote(quote.id)
      .catch((error) => log.warn({ err: error, reference: quote.reference }, "photos of an erased request not deleted yet"));
  }
  if (references.length) log.info({ count: references.length, actor: actor.label }, "quote requests erased");
  return { references, keptNotes };
}
