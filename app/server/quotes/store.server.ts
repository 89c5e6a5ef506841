import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { QuoteFields } from "../../lib/quote-schema";
import type { Db } from "../db/client.server";
import { violatedConstraint, withDatabase } from "../db/errors.server";
import { outbox, quotePhotos, quotes } from "../db/schema.server";
import { PhotoStoreUnavailable, putKeptPhotos, type PhotoStore } from "../photos/store.server";
import type { StampVerdict } from "./form-stamp.server";
import type { KeptPhoto } from "../photos/pipeline.server";
import { newReference } from "./reference.server";
import { replyDeadlineFor } from "./inbox/reply-promise.server";
import { townForPostcode } from "./town.server";

export type SpamReason = "honeypot" | Exclude<StampVerdict, "ok">;

/** At most this many confirmation emails to one address in 24 hours. */
const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 2;

export interface QuoteToStore {
  data: QuoteFields;
  photos: KeptPhoto[];
  originalNames: string[];
  /** Where the kept photos and previews are now; they are put into the photo store. */
  stagingDir: string;
  photoStore: PhotoStore;
  source: "api" | "form";
  idempotencyKey: string | undefined;
  /** The hash of the form stamp it came with (stampKey); one stamp carries one quote. */
  formStamp: string | undefined;
  /** Set for a suspected bot: stored with status "spam", no email. */
  spamReason: SpamReason | undefined;
  now: Date;
  mailDomain: string;
  confirmationsPerHour: number;
}

export interface StoredQuote {
  reference: string;
  /** The same request was stored first: by another attempt with its idempotency key, or with its stamp. */
  duplicate: boolean;
  /** Not stored: its form stamp already carried a different request (`reference`). */
  stampSpent?: boolean;
  /** Why the customer's confirmation email will not be sent (a cap was reached). */
  confirmationSkipped?: "recipient-cap" | "hourly-cap";
}

/**
 * Whether the customer's confirmation may go (booking emails are not counted): at most CONFIRMATIONS_PER_RECIPIENT_PER_DAY to one
 * address in 24 hours and `perHour` in all in an hour. Decided under a transaction lock, so quotes
 * stored at the same moment cannot all take the last place.
 */
async function confirmationCap(tx: Db, recipient: string, now: Date, perHour: number): Promise<StoredQuote["confirmationSkipped"]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('confirmation-emails', 0))`);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  const result = await tx.execute(sql`
    SELECT
      count(*) FILTER (WHERE recipient = ${recipient} AND created_at > ${dayAgo})::int AS to_recipient,
      count(*) FILTER (WHERE created_at > ${hourAgo})::int AS in_hour
    FROM outbox WHERE kind = 'customer' AND template = 'quote' AND status <> 'skipped' AND created_at > ${dayAgo}`);
  const counts = (result as unknown as { rows: { to_recipient: number; in_hour: number }[] }).rows[0]!;
  if (counts.to_recipient >= CONFIRMATIONS_PER_RECIPIENT_PER_DAY) return "recipient-cap";
  if (counts.in_hour >= perHour) return "hourly-cap";
  return undefined;
}

export interface QuoteEmails {
  quoteId: string;
  reference: string;
  /** The customer's address as they gave it. */
  email: string;
  now: Date;
  mailDomain: string;
  confirmationsPerHour: number;
}

/**
 * Queues a quote's two emails in the caller's transaction: the office copy, and the customer's
 * confirmation unless a cap is reached (then its row is written as "skipped", never sent). Used by
 * the intake and by the inbox's "not spam". Returns why the confirmation was skipped, if it was.
 */
export async function queueQuoteEmails(tx: Db, mail: QuoteEmails): Promise<StoredQuote["confirmationSkipped"]> {
  const recipient = mail.email.toLowerCase();
  const confirmationSkipped = await confirmationCap(tx, recipient, mail.now, mail.confirmationsPerHour);
  const messageId = (kind: string) => `<${mail.reference.toLowerCase()}.${kind}.${mail.quoteId.slice(0, 8)}@${mail.mailDomain}>`;
  await tx.insert(outbox).values([
    { quoteId: mail.quoteId, kind: "staff", messageId: messageId("staff"), nextAttemptAt: mail.now, createdAt: mail.now },
    {
      quoteId: mail.quoteId,
      kind: "customer",
      recipient,
      messageId: messageId("customer"),
      nextAttemptAt: mail.now,
      createdAt: mail.now,
      ...(confirmationSkipped ? { status: "skipped", lastError: `not sent: ${confirmationSkipped}` } : {}),
    },
  ]);
  return confirmationSkipped;
}

/**
 * What became of the request a form stamp carried, if one was stored with it: its reference, and
 * whether it was this same request (the same text and number of photos: a second click, a resend).
 */
export async function requestForStamp(
  db: Db,
  formStamp: string,
  data: QuoteFields,
  photoCount: number,
): Promise<{ reference: string; same: boolean } | undefined> {
  const [row] = await withDatabase(() =>
    db
      .select({
        quote: quotes,
        photos: sql<number>`(SELECT count(*)::int FROM quote_photos p WHERE p.quote_id = quotes.id)`,
      })
      .from(quotes)
      .where(eq(quotes.formStamp, formStamp))
      .limit(1),
  );
  if (!row) return undefined;
  const { quote } = row;
  const same =
    quote.name === data.name &&
    quote.phone === data.phone &&
    quote.email === data.email &&
    quote.postcode === data.postcode &&
    quote.preferredDatetime === (data.preferredDatetime ?? null) &&
    quote.accessNotes === (data.accessNotes ?? null) &&
    quote.description === data.description &&
    Number(row.photos) === photoCount;
  return { reference: quote.reference, same };
}

/**
 * The photos go into the photo store first, under the new quote's id; then one transaction writes
 * the quote, its photo rows and its two emails (none for a suspected bot). A stored quote therefore
 * always has its photos; if the transaction fails, the objects are deleted again (and if the process
 * dies in between, the start-up sweep removes objects without a quote once they are an hour old).
 * A reference that happens to be taken is drawn again; an idempotency key that is taken means the
 * same request was stored by another attempt, whose reference is returned; a form stamp that is taken
 * means the same (see requestForStamp) or a refusal. Photos of a request not stored are deleted again.
 */
export async function storeQuote(db: Db, quote: QuoteToStore): Promise<StoredQuote> {
  const id = randomUUID();
  try {
    await putKeptPhotos(quote.photoStore, id, quote.photos, quote.stagingDir);
  } catch (error) {
    throw new PhotoStoreUnavailable("could not store the photos", { cause: error });
  }
  let stored: StoredQuote;
  try {
    stored = await insertQuote(db, quote, id);
  } catch (error) {
    await quote.photoStore.deleteQuote(id).catch(() => {});
    throw error;
  }
  if ((stored.duplicate || stored.stampSpent) && quote.photos.length) await quote.photoStore.deleteQuote(id).catch(() => {});
  return stored;
}

/** A request's kept photos as its quote_photos rows, numbered from 1 in the order sent. */
export const photoRows = (quoteId: string, photos: readonly KeptPhoto[], originalNames: readonly string[], now: Date) =>
  photos.map((photo, i) => ({
    quoteId,
    position: i + 1,
    originalName: originalNames[i] ?? `photo-${i + 1}`,
    storedName: photo.storedName,
    previewName: photo.previewName,
    contentType: photo.contentType,
    bytes: photo.bytes,
    width: photo.width,
    height: photo.height,
    processedAt: now,
  }));

async function insertQuote(db: Db, quote: QuoteToStore, id: string): Promise<StoredQuote> {
  const { data, now } = quote;
  for (let attempt = 0; ; attempt++) {
    const reference = newReference(now);
    try {
      return await withDatabase(() =>
        db.transaction(async (tx) => {
          await tx.insert(quotes).values({
            id,
            reference,
            createdAt: now,
            name: data.name,
            phone: data.phone,
            email: data.email,
            postcode: data.postcode,
            town: townForPostcode(data.postcode),
            preferredDatetime: data.preferredDatetime ?? null,
            accessNotes: data.accessNotes ?? null,
            description: data.description,
            consentGiven: true,
            idempotencyKey: quote.idempotencyKey ?? null,
            formStamp: quote.formStamp ?? null,
            source: quote.source,
            status: quote.spamReason ? "spam" : "new",
            spamReason: quote.spamReason ?? null,
            replyDeadline: replyDeadlineFor(now),
          });
          if (quote.photos.length) await tx.insert(quotePhotos).values(photoRows(id, quote.photos, quote.originalNames, now));
          const confirmationSkipped = quote.spamReason
            ? undefined
            : await queueQuoteEmails(tx as unknown as Db, {
                quoteId: id,
                reference,
                email: data.email,
                now,
                mailDomain: quote.mailDomain,
                confirmationsPerHour: quote.confirmationsPerHour,
              });
          return { reference, duplicate: false, ...(confirmationSkipped ? { confirmationSkipped } : {}) };
        }),
      );
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === "quotes_idempotency_key" && quote.idempotencyKey) {
        const [row] = await withDatabase(() =>
          db.select({ reference: quotes.reference }).from(quotes).where(eq(quotes.idempotencyKey, quote.idempotencyKey!)),
        );
        if (row) return { reference: row.reference, duplicate: true };
      }
      if (constraint === "quotes_form_stamp_key" && quote.formStamp) {
        const earlier = await requestForStamp(db, quote.formStamp, data, quote.photos.length);
        if (earlier) return { reference: earlier.reference, duplicate: earlier.same, stampSpent: !earlier.same };
      }
      if (constraint === "quotes_reference_key" && attempt < 5) continue;
      throw error;
    }
  }
}
