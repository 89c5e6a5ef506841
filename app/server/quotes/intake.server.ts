import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { validateQuote, type FieldErrors } from "../../lib/quote-schema";
import { PRIVATE_DIR_MODE } from "../data-dir.server";
import type { Db } from "../db/client.server";
import { withDatabase } from "../db/errors.server";
import { quotes } from "../db/schema.server";
import { log } from "../log.server";
import type { PhotoStore } from "../photos/store.server";
import type { Runtime } from "../runtime.server";
import { judgeStamp, stampKey, type StampVerdict } from "./form-stamp.server";
import { preparePhoto, type KeptPhoto } from "../photos/pipeline.server";
import { markRefused, rateLimitBucket, releaseSlot, reserveSlot } from "../rate-limit.server";
import { requestForStamp, storeQuote, type SpamReason } from "./store.server";
import type { GateRefusal, UploadGate, UploadTicket } from "../photos/upload-gate.server";
import {
  parseMultipart,
  uploadFromRequest,
  type ParsedUpload,
  type QuoteUpload,
  type StagedFile,
  type UploadRefusal,
} from "../photos/uploads.server";
import { refusalStatus, refusing, type Refusal, type Result } from "../../kernel/refusal";

export interface IntakeContext {
  db: Db;
  /** This process's staging folder (a folder per request is made inside). */
  stagingDir: string;
  photoStore: PhotoStore;
  clientIp: string;
  source: "api" | "form";
  /** Accepted quotes and refused requests per address (or IPv6 /64) per hour. */
  quotesPerHour: number;
  refusalsPerHour: number;
  /** Shortest believable time to fill in the form; 0 switches the fill-time check (and the stamp) off. */
  minFillMs: number;
  confirmationsPerHour: number;
  gate: UploadGate;
  /** The key the form stamp is signed with. */
  secret: Buffer;
  mailDomain: string;
  /** Tell the outbox worker there is mail to send. */
  wakeOutbox: () => void;
  now?: () => Date;
}

/**
 * The intake's context for one request, from this process's services and settings; tests change
 * what they need through `overrides`.
 */
export function intakeContext(
  services: Runtime,
  request: { clientIp: string; source: "api" | "form" },
  overrides: Partial<IntakeContext> = {},
): IntakeContext {
  const { env } = services;
  return {
    db: services.database.db,
    stagingDir: services.staging.dir,
    photoStore: services.photoStore,
    clientIp: request.clientIp,
    source: request.source,
    quotesPerHour: env.QUOTE_RATE_LIMIT,
    refusalsPerHour: env.QUOTE_REFUSAL_LIMIT,
    minFillMs: env.QUOTE_MIN_FILL_MS,
    confirmationsPerHour: env.CONFIRMATION_EMAILS_PER_HOUR,
    gate: services.uploadGate,
    secret: services.secret,
    mailDomain: services.mailDomain,
    wakeOutbox: () => services.outbox.wake(),
    ...overrides,
  };
}

export type IntakeOutcome =
  | { kind: "accepted"; reference: string; duplicate: boolean }
  | {
      kind: "refused";
      status: number;
      error: string;
      fieldErrors: FieldErrors;
      values: Record<string, string>;
      retryAfterSeconds?: number;
    };

/** What a refused request gets back to fill the form in again: its text and its stamp. */
const ECHOED_FIELDS = [
  "name",
  "phone",
  "email",
  "postcode",
  "preferredDatetime",
  "accessNotes",
  "description",
  "consentGiven",
  "formStamp",
] as const;

export { stagingRoot } from "../photos/staging.server";

const BUSY =
  "We can't take quote requests for a few minutes. Nothing you entered has been lost: please try again shortly, or call or WhatsApp us.";
const TOO_MANY_QUOTES = "You have sent several quote requests in the last hour. Please call or WhatsApp us and we'll help straight away.";
const TOO_MANY_REFUSALS =
  "Too many of the recent requests from your connection could not be accepted. Please call or WhatsApp us and we'll help straight away.";
/** Refused with 409; the no-JavaScript form and the dialog send it again with a fresh stamp. */
const STAMP_SPENT =
  "This form has already sent a quote request. Nothing you entered has been lost: send the form again to send this one as a new request.";
const GATE_MESSAGES: Record<GateRefusal, string> = {
  "address-busy": "Your earlier quote request is still uploading. Please wait for it to finish, then try again.",
  "server-busy": BUSY,
  "staging-full": BUSY,
  "disk-low": BUSY,
};

function refused(
  status: number,
  error: string,
  fieldErrors: FieldErrors = {},
  fields: Record<string, string> = {},
  retryAfterSeconds?: number,
): IntakeOutcome {
  const values = Object.fromEntries(ECHOED_FIELDS.filter((k) => typeof fields[k] === "string").map((k) => [k, fields[k]!]));
  return { kind: "refused", status, error, fieldErrors, values, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}

const validKey = (key: string | null | undefined) => (key && /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : undefined);

async function findByKey(db: Db, key: string): Promise<string | undefined> {
  const [row] = await withDatabase(() =>
    db.select({ reference: quotes.reference }).from(quotes).where(eq(quotes.idempotencyKey, key)).limit(1),
  );
  return row?.reference;
}

/**
 * A quote request, from body to database, in five stages:
 * 1. reserve: a place among the uploads in progress, then one of the address's hourly slots, both
 *    before a byte of the body is read;
 * 2. receive: the body streams to a staging folder, each photo decoded and re-encoded as it lands;
 * 3. check: the bot signs, every field, every photo;
 * 4. store: one transaction for the quote, its photos and its emails, files moved in before commit;
 * 5. notify: the outbox worker is woken.
 * Nothing half-done is left behind on any refusal; the hourly slot is kept for a stored quote,
 * counted as a refusal for a request refused for what it sent, and given back otherwise.
 */
export async function receiveQuote(input: Request | QuoteUpload, ctx: IntakeContext): Promise<IntakeOutcome> {
  const request = input instanceof Request ? uploadFromRequest(input) : input;
  const now = ctx.now?.() ?? new Date();
  const bucket = rateLimitBucket(ctx.clientIp);

  // 1. Reserve. A retry of a quote we already stored gets the same answer and costs nothing.
  const headerKey = validKey(request.headers.get("idempotency-key"));
  if (headerKey) {
    const existing = await findByKey(ctx.db, headerKey);
    if (existing) return { kind: "accepted", reference: existing, duplicate: true };
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  const ticket = await ctx.gate.enter(bucket, Number.isFinite(declared) && declared > 0 ? declared : 0);
  if (typeof ticket === "string") {
    log.warn({ clientIp: ctx.clientIp, reason: ticket }, "quote refused: uploads busy");
    return refused(503, GATE_MESSAGES[ticket], {}, {}, 30);
  }
  try {
    const slot = await reserveSlot(ctx.db, bucket, { quotesPerHour: ctx.quotesPerHour, refusalsPerHour: ctx.refusalsPerHour }, now);
    if (!slot.ok) {
      log.warn({ clientIp: ctx.clientIp, bucket, reason: slot.reason }, "quote refused: rate limit");
      return refused(429, slot.reason === "quotes" ? TOO_MANY_QUOTES : TOO_MANY_REFUSALS, {}, {}, slot.retryAfterSeconds);
    }
    let outcome: IntakeOutcome;
    try {
      outcome = await receiveCheckStore(request, ctx, now, headerKey, ticket);
    } catch (error) {
      await releaseSlot(ctx.db, slot.id).catch(() => {});
      throw error;
    }
    if (outcome.kind === "accepted" && outcome.duplicate) await releaseSlot(ctx.db, slot.id);
    else if (outcome.kind === "refused" && outcome.status < 500) await markRefused(ctx.db, slot.id);
    else if (outcome.kind === "refused") await releaseSlot(ctx.db, slot.id);
    return outcome;
  } finally {
    ticket.release();
  }
}

/** Stages 2 to 5, with the staging folder removed afterwards whatever happens. */
async function receiveCheckStore(
  request: QuoteUpload,
  ctx: IntakeContext,
  now: Date,
  headerKey: string | undefined,
  ticket: UploadTicket,
): Promise<IntakeOutcome> {
  const startedMs = performance.now();
  const stagingDir = path.join(ctx.stagingDir, randomUUID());
  await mkdir(stagingDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // Each photo is decoded and re-encoded as soon as it is on disk, while the next one is still arriving.
  const photos: Promise<Result<{ value: KeptPhoto }>>[] = [];
  const prepare = (file: StagedFile, position: number) => refusing(() => preparePhoto(file.path, stagingDir, position, file.originalName));
  try {
    // 2. Receive.
    const received = await refusing<ParsedUpload, UploadRefusal>(() =>
      parseMultipart(request, stagingDir, {
        onFileStaged: (file) => photos.push(prepare(file, photos.length + 1)),
        onBytes: ticket.addStagedBytes,
      }),
    );
    if (!received.ok) {
      const status = refusalStatus(received.kind);
      if (status >= 413) log.warn({ clientIp: ctx.clientIp, status }, "quote refused: upload");
      return refused(
        status,
        received.message,
        received.field ? { files: received.message } : {},
        {},
        received.kind === "busy" ? 30 : undefined,
      );
    }
    const { fields, files } = received.value;
    const uploadedMs = performance.now();
    // Each file received was handed over for checking; anything else is an upload cut short.
    if (photos.length !== files.length) return refused(400, "The upload was interrupted. Please try again.", {}, fields);

    // 3. Check: fields first, then every photo (already under way), then the signs of a bot.
    const checked = validateQuote(fields, now);
    const results = await Promise.all(photos);
    const photoError = results.find((result): result is Refusal => !result.ok)?.message;
    if (photoError) {
      log.warn({ clientIp: ctx.clientIp, photos: files.length }, "quote refused: photo not accepted");
      return refused(415, photoError, { ...(checked.ok ? {} : checked.fieldErrors), files: photoError }, fields);
    }
    if (!checked.ok) return refused(400, "Please check the highlighted fields.", checked.fieldErrors, fields);
    const spamReason = botSigns(fields, ctx, now);
    const checkedMs = performance.now();

    const stamp = fields.formStamp && fields.formStamp.length <= 200 ? stampKey(fields.formStamp) : undefined;
    const key = headerKey ?? validKey(fields.idempotencyKey) ?? stamp;
    if (key) {
      const existing = await findByKey(ctx.db, key);
      if (existing) return { kind: "accepted", reference: existing, duplicate: true };
    }
    // A stamp carries one quote: the same request sent again under another key is that quote; a
    // different one is refused (checked again by the database when two arrive at once).
    const earlier = stamp ? await requestForStamp(ctx.db, stamp, checked.data, files.length) : undefined;
    if (earlier?.same) return { kind: "accepted", reference: earlier.reference, duplicate: true };
    if (earlier) return stampSpent(ctx, fields);

    // 4. Store.
    const stored = await storeQuote(ctx.db, {
      data: checked.data,
      photos: results.flatMap((result) => (result.ok ? [result.value] : [])),
      originalNames: files.map((file) => file.originalName),
      stagingDir,
      photoStore: ctx.photoStore,
      source: ctx.source,
      idempotencyKey: key,
      formStamp: stamp,
      spamReason,
      now,
      mailDomain: ctx.mailDomain,
      confirmationsPerHour: ctx.confirmationsPerHour,
    });
    if (stored.duplicate) return { kind: "accepted", reference: stored.reference, duplicate: true };
    if (stored.stampSpent) return stampSpent(ctx, fields);

    // 5. Notify.
    const ms = (from: number, to: number) => Math.round(to - from);
    const timings = { upload: ms(startedMs, uploadedMs), checks: ms(uploadedMs, checkedMs), store: ms(checkedMs, performance.now()) };
    if (spamReason) {
      log.warn(
        { reference: stored.reference, clientIp: ctx.clientIp, reason: spamReason, photos: files.length },
        "quote stored as suspected spam; no email sent",
      );
    } else {
      log.info({ reference: stored.reference, photos: files.length, source: ctx.source, ms: timings }, "quote stored");
      if (stored.confirmationSkipped)
        log.warn({ reference: stored.reference, reason: stored.confirmationSkipped }, "confirmation email skipped: over its cap");
      ctx.wakeOutbox();
    }
    return { kind: "accepted", reference: stored.reference, duplicate: false };
  } finally {
    // Photos still being prepared finish before their folder goes.
    await Promise.allSettled(photos);
    await rm(stagingDir, { recursive: true, force: true });
  }
}

/** A different request sent with a stamp that already carried one (409: the form gets a fresh stamp). */
function stampSpent(ctx: IntakeContext, fields: Record<string, string>): IntakeOutcome {
  log.warn({ clientIp: ctx.clientIp }, "quote refused: form stamp already used");
  return refused(409, STAMP_SPENT, {}, fields);
}

/** A filled honeypot, or a stamp that is missing, forged, expired or says the form was filled in too fast. */
function botSigns(fields: Record<string, string>, ctx: IntakeContext, now: Date): SpamReason | undefined {
  if (fields.website) return "honeypot";
  if (ctx.minFillMs === 0) return undefined;
  const verdict: StampVerdict = judgeStamp(fields.formStamp, ctx.secret, now, ctx.minFillMs);
  return verdict === "ok" ? undefined : verdict;
}
