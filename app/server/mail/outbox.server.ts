import { eq, sql } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import type { Db } from "../db/client.server";
import { outbox, type OutboxMessage } from "../db/schema.server";
import { log } from "../log.server";
import type { PhotoStore } from "../photos/store.server";
import { UnsafeRecipient } from "./addresses.server";
import { isPermanentMailError, type MailTransport } from "./transport.server";

/** What a feature's composer is given besides the outbox row: the database, the photo store and the mail settings. */
interface ComposeContext {
  db: Db;
  photoStore: PhotoStore;
  staffEmail: string;
  mailFrom: string;
  siteUrl: string;
  /** The app secret: booking emails open the customer's sealed link with it. */
  secret: Buffer;
}

/**
 * One feature's emails, handed to the outbox at start-up: the templates it makes (an outbox row's
 * `template`) and how it makes one from its row. A composer that throws UnsafeRecipient (or that the
 * mail server refuses for good) is not retried; any other error is.
 */
export interface EmailComposer {
  templates: readonly string[];
  compose(message: OutboxMessage, context: ComposeContext): Promise<Mail.Options>;
}

export interface OutboxOptions extends ComposeContext {
  transport: MailTransport;
  /** Every feature's emails (app/server/root/emails.server.ts). */
  composers: readonly EmailComposer[];
  /** Release every claim at start: true when this process is the only sender (embedded database). */
  releaseClaimsAtStart: boolean;
  /** How often to look for due messages when nothing wakes the worker. */
  pollMs?: number;
  /** First retry delay; doubles per attempt (tests shorten it). */
  retryBaseMs?: number;
}

export interface OutboxWorker {
  wake(): void;
  stop(): Promise<void>;
  /** Resolves when nothing is due (for tests and benchmarks). */
  idle(): Promise<void>;
}

/** Retry after 5 s, 10 s, 20 s … up to 15 minutes. */
function backoffMs(attempts: number, baseMs = 5_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

const CLAIM_SECONDS = 60;

async function claimNext(db: Db): Promise<OutboxMessage | undefined> {
  const result = await db.execute(sql`
    UPDATE outbox SET locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    WHERE id = (
      SELECT id FROM outbox
      WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

async function deliver(options: OutboxOptions, message: OutboxMessage): Promise<void> {
  const { db, transport } = options;
  try {
    const composer = options.composers.find((candidate) => candidate.templates.includes(message.template));
    if (!composer) throw new Error(`No email is made for the template "${message.template}"`);
    const mail = await composer.compose(message, options);
    await transport.send(mail);
    // The customer's link leaves the outbox once the email carrying it has gone.
    const { sealedToken: _sent, ...payload } = message.payload ?? {};
    await db
      .update(outbox)
      .set({
        status: "sent",
        sentAt: new Date(),
        lockedUntil: null,
        attempts: message.attempts + 1,
        lastError: null,
        ...(message.payload ? { payload } : {}),
      })
      .where(eq(outbox.id, message.id));
    log.info({ kind: message.kind, template: message.template, messageId: message.messageId, via: transport.kind }, "email sent");
  } catch (error) {
    const attempts = message.attempts + 1;
    const permanent = isPermanentMailError(error) || error instanceof UnsafeRecipient;
    const lastError = String((error as Error)?.message ?? error).slice(0, 1000);
    await db
      .update(outbox)
      .set(
        permanent
          ? { status: "failed", attempts, lastError, lockedUntil: null }
          : { attempts, lastError, lockedUntil: null, nextAttemptAt: new Date(Date.now() + backoffMs(attempts, options.retryBaseMs)) },
      )
      .where(eq(outbox.id, message.id));
    // The mail server's reply can name the recipient: the log keeps the codes, the outbox row the text.
    const codes = mailErrorCodes(error);
    if (permanent)
      log.error(
        { outboxId: message.id, messageId: message.messageId, kind: message.kind, ...codes },
        "email failed permanently; not retrying",
      );
    else
      log.warn({ outboxId: message.id, messageId: message.messageId, kind: message.kind, attempts, ...codes }, "email failed; will retry");
  }
}

/** What the log may say of a failed send: the error's type and codes, never its text. */
function mailErrorCodes(error: unknown): Record<string, unknown> {
  const e = error as { name?: unknown; code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    errorType: typeof e?.name === "string" ? e.name : "Error",
    ...(typeof e?.code === "string" ? { code: e.code } : {}),
    ...(typeof e?.responseCode === "number" ? { responseCode: e.responseCode } : {}),
    ...(typeof e?.command === "string" ? { command: e.command } : {}),
  };
}

/** The only sender of email: delivers outbox rows one at a time, retrying with backoff, until stopped. */
export function startOutboxWorker(options: OutboxOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 1000;
  let running = true;
  let wakeUp: (() => void) | undefined;
  let idleWaiters: (() => void)[] = [];

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = undefined;
        resolve();
      }, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      };
    });

  const loop = (async () => {
    if (options.releaseClaimsAtStart) {
      await options.db
        .update(outbox)
        .set({ lockedUntil: null })
        .where(eq(outbox.status, "pending"))
        .catch(() => {});
    }
    while (running) {
      let message: OutboxMessage | undefined;
      try {
        message = await claimNext(options.db);
      } catch (error) {
        log.warn({ err: error }, "outbox: database not reachable; retrying");
      }
      if (message) {
        await deliver(options, message).catch((error) => log.error({ err: error }, "outbox: delivery bookkeeping failed"));
        continue;
      }
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((resolve) => resolve());
      if (running) await sleep();
    }
  })();

  return {
    wake: () => wakeUp?.(),
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        wakeUp?.();
      }),
    stop: async () => {
      running = false;
      wakeUp?.();
      await loop;
      idleWaiters.forEach((resolve) => resolve());
    },
  };
}
