import { readdir, rm } from "node:fs/promises";
import { inArray, lt } from "drizzle-orm";
import { openDatabase, type Database } from "./db/client.server";
import { quotes, rateLimitHits } from "./db/schema.server";
import { readEnv, type Env } from "./env.server";
import { log } from "./log.server";
import { startOutboxWorker, type OutboxWorker } from "./mail/outbox.server";
import { createMailTransport, type MailTransport } from "./mail/transport.server";
import { stagingRoot, uploadsRoot } from "./quotes/intake.server";

export interface Services {
  env: Env;
  database: Database;
  transport: MailTransport;
  outbox: OutboxWorker;
  stop(): Promise<void>;
}

/**
 * After a crash: staging files belong to requests that never finished, and an upload folder with no
 * quote row belongs to a transaction that never committed. Both go.
 */
async function removeLeftovers(database: Database, dataDir: string): Promise<void> {
  await rm(stagingRoot(dataDir), { recursive: true, force: true });
  const dirs = await readdir(uploadsRoot(dataDir)).catch(() => [] as string[]);
  if (dirs.length) {
    const known = new Set(
      (await database.db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, dirs))).map((row) => row.id),
    );
    for (const dir of dirs) {
      if (!known.has(dir)) {
        await rm(`${uploadsRoot(dataDir)}/${dir}`, { recursive: true, force: true });
        log.warn({ dir }, "removed upload folder of a quote that was never stored");
      }
    }
  }
  // The rate-limit record keeps addresses for a day at most (privacy policy).
  await database.db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - 24 * 60 * 60 * 1000)));
}

export async function createServices(env: Env = readEnv()): Promise<Services> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await removeLeftovers(database, env.dataDir);
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
  const cleanup = setInterval(() => {
    database.db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - 24 * 60 * 60 * 1000))).catch(() => {});
  }, 60 * 60 * 1000);
  cleanup.unref();
  log.info({ database: database.kind, mail: transport.kind, dataDir: env.dataDir }, "services started");
  return {
    env,
    database,
    transport,
    outbox,
    async stop() {
      clearInterval(cleanup);
      await outbox.stop();
      transport.close();
      await database.close();
    },
  };
}

let current: Promise<Services> | undefined;

/** The process's services, started once (by server.ts at start-up, or on first use). */
export function getServices(): Promise<Services> {
  current ??= createServices().catch((error) => {
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
