import { and, eq, inArray, lt } from "drizzle-orm";
import { retention } from "../content/retention";
import { appSecret } from "./app-secret.server";
import { openDatabase, type Database } from "./db/client.server";
import { quotes, rateLimitHits } from "./db/schema.server";
import { readEnv, type Env } from "./env.server";
import { log } from "./log.server";
import { startOutboxWorker, type OutboxWorker } from "./mail/outbox.server";
import { createMailTransport, type MailTransport } from "./mail/transport.server";
import { issueStamp } from "./quotes/form-stamp.server";
import { applyRetention } from "./inbox/retention.server";
import { createPhotoStore } from "./photos/create-store.server";
import type { PhotoStore } from "./photos/store.server";
import { claimStaging, LEFTOVER_AGE_MS, type Staging } from "./quotes/staging.server";
import { UploadGate } from "./quotes/upload-gate.server";

export interface Services {
  env: Env;
  database: Database;
  transport: MailTransport;
  outbox: OutboxWorker;
  uploadGate: UploadGate;
  /** This process's own staging folder. */
  staging: Staging;
  /** Where kept photos and previews live. */
  photoStore: PhotoStore;
  /** The key the quote form's stamp is signed with. */
  secret: Buffer;
  issueFormStamp(): string;
  stop(): Promise<void>;
}

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/**
 * After a crash, photos stored for a quote whose transaction never committed have no quote row.
 * They go once they are older than any request in progress could be, so another process sharing
 * the store, whose transaction may be committing now, loses nothing. (Staging: claimStaging.)
 */
export async function removeOrphanPhotos(database: Database, store: PhotoStore, now = Date.now()): Promise<void> {
  const old: string[] = [];
  for await (const { quoteId, modifiedAt } of store.listQuotes()) {
    if (now - modifiedAt.getTime() > LEFTOVER_AGE_MS && /^[0-9a-f-]{36}$/.test(quoteId)) old.push(quoteId);
  }
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const known = new Set((await database.db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, batch))).map((row) => row.id));
    for (const quoteId of batch) {
      if (known.has(quoteId)) continue;
      await store.deleteQuote(quoteId);
      log.warn({ quoteId }, "removed photos of a quote that was never stored");
    }
  }
}

/**
 * Hourly: rate-limit rows and suspected bots' requests (kept so a real customer misjudged as one can
 * be found) once past the periods the privacy policy states (app/content/retention.ts).
 */
export async function purgeExpired(database: Database, store: PhotoStore, now = new Date()): Promise<void> {
  await database.db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now.getTime() - retention.rateLimitHours * HOUR_MS)));
  const spam = await database.db
    .delete(quotes)
    .where(and(eq(quotes.status, "spam"), lt(quotes.createdAt, new Date(now.getTime() - retention.spamDays * 24 * HOUR_MS))))
    .returning({ id: quotes.id, reference: quotes.reference });
  for (const row of spam) await store.deleteQuote(row.id);
  if (spam.length) log.info({ count: spam.length }, "purged suspected-spam quote requests past their retention");
}

export async function createServices(env: Env = readEnv()): Promise<Services> {
  log.level = env.LOG_LEVEL;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
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
  const secret = appSecret(env.APP_SECRET, env.dataDir);
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir, log });
  const outbox = startOutboxWorker({
    db: database.db,
    transport,
    photoStore,
    staffEmail: env.STAFF_EMAIL,
    mailFrom: env.MAIL_FROM,
    siteUrl: env.SITE_URL,
    releaseClaimsAtStart: database.kind === "pglite",
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
  });
  const uploadGate = new UploadGate(
    { perAddress: env.UPLOADS_PER_ADDRESS, total: env.UPLOADS_TOTAL, stagingMaxBytes: env.STAGING_MAX_MB * MB, diskFreeMinBytes: env.DISK_FREE_MIN_MB * MB },
    env.dataDir,
  );
  const hourly = setInterval(() => void cleanUp(), HOUR_MS);
  hourly.unref();
  log.info({ database: database.kind, mail: transport.kind, dataDir: env.dataDir }, "services started");
  return {
    env,
    database,
    transport,
    outbox,
    uploadGate,
    staging,
    photoStore,
    secret,
    issueFormStamp: () => issueStamp(secret),
    async stop() {
      clearInterval(hourly);
      await outbox.stop();
      transport.close();
      await database.close();
      await staging.release();
    },
  };
}

let current: Promise<Services> | undefined;

/** The process's services, started once (by server.ts at start-up with its settings, or on first use). */
export function getServices(env?: Env): Promise<Services> {
  current ??= createServices(env).catch((error) => {
    current = undefined;
    throw error;
  });
  return current;
}

export async function stopServices(): Promise<void> {
  const running = current;
  current = undefined;
  if (running) await (await running).stop();
}
