import { and, eq, inArray, lt } from "drizzle-orm";
import { startClaims } from "../claims/index.server";
import type { Runtime } from "../runtime.server";
import { retention } from "../../content/retention";
import { appSecret } from "../app-secret.server";
import { queueDueReminders } from "../booking/reminders.server";
import { queueDueReviewRequests } from "../booking/reviews.server";
import { createClock } from "../clock.server";
import { knownTipRunIds } from "../disposals/tip-runs.server";
import { openDatabase, type Database } from "../db/client.server";
import { quotes, rateLimitHits, staffVerifications, wasteNotes } from "../db/schema.server";
import { readEnv, type Env } from "../env.server";
import { log } from "../log.server";
import { startOutboxWorker } from "../mail/outbox.server";
import { createMailTransport } from "../mail/transport.server";
import { issueStamp } from "../quotes/form-stamp.server";
import { applyRetention, spamSince } from "../quotes/inbox/retention.server";
import { fillReplyDeadlines } from "../quotes/inbox/reply-promise.server";
import { emailComposers } from "./emails.server";
import { createPhotoStore } from "../photos/create-store.server";
import type { PhotoStore } from "../photos/store.server";
import { claimStaging, LEFTOVER_AGE_MS } from "../photos/staging.server";
import { UploadGate } from "../photos/upload-gate.server";

export type { Runtime } from "../runtime.server";

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/** How often the day-before reminders are looked for: each goes within this long after 18:00. */
const REMINDER_CHECK_MS = 5 * 60 * 1000;
/**
 * After a crash, photos stored for a quote (or a tip run's ticket) whose transaction never committed
 * have no row.
 * They go once they are older than any request in progress could be, so another process sharing
 * the store, whose transaction may be committing now, loses nothing. (Staging: claimStaging.) A
 * waste transfer note's folder (its PDF) is known by the note's id.
 */
export async function removeOrphanPhotos(database: Database, store: PhotoStore, now = Date.now()): Promise<void> {
  const old: string[] = [];
  for await (const { quoteId, modifiedAt } of store.listQuotes()) {
    if (now - modifiedAt.getTime() > LEFTOVER_AGE_MS && /^[0-9a-f-]{36}$/.test(quoteId)) old.push(quoteId);
  }
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const known = new Set((await database.db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, batch))).map((row) => row.id));
    for (const id of await knownTipRunIds(database.db, batch)) known.add(id);
    for (const row of await database.db.select({ id: wasteNotes.id }).from(wasteNotes).where(inArray(wasteNotes.id, batch)))
      known.add(row.id);
    for (const quoteId of batch) {
      if (known.has(quoteId)) continue;
      await store.deleteQuote(quoteId);
      log.warn({ quoteId }, "removed photos of a quote that was never stored");
    }
  }
}

/**
 * Hourly: rate-limit rows and suspected bots' requests (kept so a real customer misjudged as one can
 * be found; counted from when staff marked one spam, else from receipt) once past the periods the
 * privacy policy states (app/content/retention.ts); and the staff sign-in's short-lived rows past
 * their time (sign-ins half done, remembered devices, passkey challenges answered).
 */
export async function purgeExpired(database: Database, store: PhotoStore, now = new Date()): Promise<void> {
  await database.db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now.getTime() - retention.rateLimitHours * HOUR_MS)));
  const spam = await database.db
    .delete(quotes)
    .where(and(eq(quotes.status, "spam"), lt(spamSince, new Date(now.getTime() - retention.spamDays * 24 * HOUR_MS))))
    .returning({ id: quotes.id, reference: quotes.reference });
  for (const row of spam) await store.deleteQuote(row.id);
  if (spam.length) log.info({ count: spam.length }, "purged suspected-spam quote requests past their retention");
  await database.db.delete(staffVerifications).where(lt(staffVerifications.expiresAt, now));
}

/** Opens the database and the photo store, starts the outbox with every feature's emails, and the timers. */
export async function startRuntime(env: Env = readEnv()): Promise<Runtime> {
  log.level = env.LOG_LEVEL;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  // Requests stored before their reply deadline was kept (migration 0015) get one, before any figure is read.
  const filled = await fillReplyDeadlines(database.db);
  if (filled) log.info({ count: filled }, "reply deadlines worked out for requests stored before they were kept");
  const staging = await claimStaging(env.dataDir);
  const photoStore = await createPhotoStore(env);
  // The clean-ups run on one instance at a time, now and hourly; they are idempotent, and one that
  // fails (the bucket unreachable for a moment) is tried again within the hour.
  const cleanUp = () =>
    database
      .runExclusive("hourly-clean-up", async () => {
        await removeOrphanPhotos(database, photoStore);
        await applyRetention({ database, photoStore, env }, new Date());
        await purgeExpired(database, photoStore);
      })
      .catch((error) => log.warn({ err: error }, "clean-up failed; will try again within the hour"));
  await cleanUp();
  // The public claims from the records, before any email is written with them.
  const claims = startClaims(database.db, env.CLAIMS_REFRESH_SECONDS * 1000, (error) =>
    log.warn({ err: error }, "the public claims could not be computed; the last values stand"),
  );
  await claims.refresh();
  const secret = appSecret(env.APP_SECRET, env.dataDir);
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir, log });
  const outbox = startOutboxWorker({
    db: database.db,
    transport,
    photoStore,
    staffEmail: env.STAFF_EMAIL,
    mailFrom: env.MAIL_FROM,
    siteUrl: env.SITE_URL,
    secret,
    composers: emailComposers(),
    releaseClaimsAtStart: database.kind === "pglite",
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
  });
  const uploadGate = new UploadGate(
    {
      perAddress: env.UPLOADS_PER_ADDRESS,
      total: env.UPLOADS_TOTAL,
      stagingMaxBytes: env.STAGING_MAX_MB * MB,
      diskFreeMinBytes: env.DISK_FREE_MIN_MB * MB,
    },
    env.dataDir,
  );
  const hourly = setInterval(() => void cleanUp(), HOUR_MS);
  hourly.unref();
  // The reminders the evening before each job and the review requests the morning after a done one,
  // on one instance at a time; each booking's is queued once whichever instance finds it due
  // (app/server/booking/reminders.server.ts, reviews.server.ts).
  const clock = createClock(env.TEST_CLOCK);
  const mailDomain = new URL(env.SITE_URL).hostname;
  const reminders = () =>
    database
      .runExclusive("day-before-reminders", async () => {
        const queued = await queueDueReminders(database.db, { now: clock.now(), mailDomain });
        if (queued.length) {
          log.info({ count: queued.length }, "day-before reminders queued");
          outbox.wake();
        }
      })
      .then(() =>
        database.runExclusive("review-requests", async () => {
          const queued = await queueDueReviewRequests(database.db, { now: clock.now(), mailDomain });
          if (queued.length) {
            log.info({ count: queued.length }, "review requests queued");
            outbox.wake();
          }
        }),
      )
      .catch((error) => log.warn({ err: error }, "reminders failed; will try again shortly"));
  await reminders();
  const reminderTimer = setInterval(() => void reminders(), REMINDER_CHECK_MS);
  reminderTimer.unref();
  log.info({ database: database.kind, mail: transport.kind, dataDir: env.dataDir }, "services started");
  return {
    env,
    mailDomain,
    database,
    transport,
    outbox,
    uploadGate,
    staging,
    photoStore,
    secret,
    issueFormStamp: () => issueStamp(secret),
    clock,
    claims,
    async stop() {
      claims.stop();
      clearInterval(hourly);
      clearInterval(reminderTimer);
      await outbox.stop();
      transport.close();
      await database.close();
      await staging.release();
    },
  };
}
