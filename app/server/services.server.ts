import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
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
import { uploadsRoot } from "./quotes/intake.server";
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
  /** The key the quote form's stamp is signed with. */
  secret: Buffer;
  issueFormStamp(): string;
  stop(): Promise<void>;
}

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
async function olderThan(dir: string, ageMs: number, now: number): Promise<boolean> {
  const info = await stat(dir).catch(() => undefined);
  return info !== undefined && now - info.mtimeMs > ageMs;
}

/**
 * After a crash, an upload folder with no quote row belongs to a transaction that never committed.
 * It goes once it is older than any request in progress could be, so another process sharing
 * DATA_DIR, whose transaction may be committing now, loses nothing. (Staging: claimStaging.)
 */
async function removeLeftovers(database: Database, dataDir: string, now = Date.now()): Promise<void> {
  const dirs = await readdir(uploadsRoot(dataDir)).catch(() => [] as string[]);
  if (dirs.length) {
    const known = new Set((await database.db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, dirs))).map((row) => row.id));
    for (const dir of dirs) {
      if (known.has(dir) || !(await olderThan(path.join(uploadsRoot(dataDir), dir), LEFTOVER_AGE_MS, now))) continue;
      await rm(path.join(uploadsRoot(dataDir), dir), { recursive: true, force: true });
      log.warn({ dir }, "removed upload folder of a quote that was never stored");
    }
  }
}

/**
 * Hourly: rate-limit rows and suspected bots' requests (kept so a real customer misjudged as one can
 * be found) once past the periods the privacy policy states (app/content/retention.ts).
 */
export async function purgeExpired(database: Database, dataDir: string, now = new Date()): Promise<void> {
  await database.db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now.getTime() - retention.rateLimitHours * HOUR_MS)));
  const spam = await database.db
    .delete(quotes)
    .where(and(eq(quotes.status, "spam"), lt(quotes.createdAt, new Date(now.getTime() - retention.spamDays * 24 * HOUR_MS))))
    .returning({ id: quotes.id, reference: quotes.reference });
  for (const row of spam) await rm(path.join(uploadsRoot(dataDir), row.id), { recursive: true, force: true });
  if (spam.length) log.info({ count: spam.length }, "purged suspected-spam quote requests past their retention");
}

export async function createServices(env: Env = readEnv()): Promise<Services> {
  log.level = env.LOG_LEVEL;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  const staging = await claimStaging(env.dataDir);
  await removeLeftovers(database, env.dataDir);
  await purgeExpired(database, env.dataDir);
  const secret = appSecret(env.APP_SECRET, env.dataDir);
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir, log });
  const outbox = startOutboxWorker({
    db: database.db,
    transport,
    dataDir: env.dataDir,
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
  const hourly = setInterval(() => {
    purgeExpired(database, env.dataDir).catch((error) => log.warn({ err: error }, "hourly clean-up failed; will try again"));
  }, HOUR_MS);
  hourly.unref();
  log.info({ database: database.kind, mail: transport.kind, dataDir: env.dataDir }, "services started");
  return {
    env,
    database,
    transport,
    outbox,
    uploadGate,
    staging,
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
