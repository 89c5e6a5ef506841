import { and, eq, sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import type { Db } from "./db/client.server";
import { withDatabase } from "./db/errors.server";
import { rateLimitHits } from "./db/schema.server";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The bucket a client address is counted in: an IPv4 address on its own (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64, the block one home or phone is given, so a
 * visitor cannot step round the limit by changing the last 64 bits.
 */
export function rateLimitBucket(clientIp: string): string {
  if (!ipaddr.isValid(clientIp)) return `other:${clientIp.slice(0, 64)}`;
  const address = ipaddr.process(clientIp);
  if (address.kind() === "ipv4") return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}

export interface RateLimits {
  quotesPerHour: number;
  refusalsPerHour: number;
}

export type Reservation = { ok: true; id: number } | { ok: false; retryAfterSeconds: number; reason: "quotes" | "refusals" };

/**
 * Take one of the bucket's hourly quote slots, before a byte of the body is read. The count and the
 * new row happen in one transaction under a lock on the bucket (a PostgreSQL advisory lock), so ten
 * requests at once from one address with a limit of five get five slots, not ten. The slot is
 * given back with `release` if the request fails for a reason of ours, or turned into a refusal
 * with `markRefused` if it was refused for what it sent.
 */
export async function reserveSlot(db: Db, bucket: string, limits: RateLimits, now: Date): Promise<Reservation> {
  const since = new Date(now.getTime() - HOUR_MS);
  return withDatabase(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`quote-rate:${bucket}`}, 0))`);
      const result = await tx.execute(sql`
        SELECT
          count(*) FILTER (WHERE kind = 'quote')::int AS quotes,
          count(*) FILTER (WHERE kind = 'refused')::int AS refusals,
          min(at) FILTER (WHERE kind = 'quote') AS oldest_quote,
          min(at) FILTER (WHERE kind = 'refused') AS oldest_refusal
        FROM rate_limit_hits WHERE bucket = ${bucket} AND at > ${since.toISOString()}`);
      const row = (result as unknown as { rows: { quotes: number; refusals: number; oldest_quote: unknown; oldest_refusal: unknown }[] })
        .rows[0]!;
      const retryAfter = (oldest: unknown) => Math.max(1, Math.ceil((new Date(String(oldest)).getTime() + HOUR_MS - now.getTime()) / 1000));
      if (row.refusals >= limits.refusalsPerHour)
        return { ok: false as const, reason: "refusals" as const, retryAfterSeconds: retryAfter(row.oldest_refusal) };
      if (row.quotes >= limits.quotesPerHour)
        return { ok: false as const, reason: "quotes" as const, retryAfterSeconds: retryAfter(row.oldest_quote) };
      const [hit] = await tx.insert(rateLimitHits).values({ bucket, kind: "quote", at: now }).returning({ id: rateLimitHits.id });
      return { ok: true as const, id: hit!.id };
    }),
  );
}

/** Give a slot back: the request failed for a reason of ours, or was a repeat of a stored quote. */
export async function releaseSlot(db: Db, id: number): Promise<void> {
  await withDatabase(() => db.delete(rateLimitHits).where(eq(rateLimitHits.id, id)));
}

/** The request was refused for what it sent: it counts against the (larger) refusal budget instead. */
export async function markRefused(db: Db, id: number): Promise<void> {
  await withDatabase(() =>
    db
      .update(rateLimitHits)
      .set({ kind: "refused" })
      .where(and(eq(rateLimitHits.id, id), eq(rateLimitHits.kind, "quote"))),
  );
}

/**
 * Count one request of `kind` (e.g. "booking") against the bucket's hourly allowance, under the
 * bucket's lock as reserveSlot does, so requests at once cannot all take the last place. Refused
 * requests are not stored: a client that keeps trying stays refused until its oldest hit is an hour old.
 */
export async function countRequest(
  db: Db,
  bucket: string,
  kind: string,
  perHour: number,
  now: Date,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const since = new Date(now.getTime() - HOUR_MS);
  return withDatabase(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${kind}-rate:${bucket}`}, 0))`);
      const result = await tx.execute(sql`
        SELECT count(*)::int AS hits, min(at) AS oldest FROM rate_limit_hits
        WHERE bucket = ${bucket} AND kind = ${kind} AND at > ${since.toISOString()}`);
      const row = (result as unknown as { rows: { hits: number; oldest: unknown }[] }).rows[0]!;
      if (row.hits >= perHour) {
        return {
          ok: false as const,
          retryAfterSeconds: Math.max(1, Math.ceil((new Date(String(row.oldest)).getTime() + HOUR_MS - now.getTime()) / 1000)),
        };
      }
      await tx.insert(rateLimitHits).values({ bucket, kind, at: now });
      return { ok: true as const };
    }),
  );
}
