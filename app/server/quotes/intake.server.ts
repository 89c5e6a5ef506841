import { randomUUID } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, gt } from "drizzle-orm";
import { validateQuote, type FieldErrors } from "../../lib/quote-schema";
import type { Db } from "../db/client.server";
import { outbox, quotePhotos, quotes, rateLimitHits } from "../db/schema.server";
import { log } from "../log.server";
import { checkPhoto, PhotoRejected, type CheckedPhoto } from "./photos.server";
import { newReference } from "./reference.server";
import { townForPostcode } from "./town.server";
import { parseMultipart, uploadFromRequest, UploadError, type ParsedUpload, type QuoteUpload, type StagedFile } from "./uploads.server";

export interface IntakeContext {
  db: Db;
  dataDir: string;
  clientIp: string;
  source: "api" | "form";
  rateLimitPerHour: number;
  minFillMs: number;
  mailDomain: string;
  /** Tell the outbox worker there is mail to send. */
  wakeOutbox: () => void;
  now?: () => Date;
}

export type IntakeOutcome =
  | { kind: "accepted"; reference: string; duplicate: boolean }
  | { kind: "refused"; status: number; error: string; fieldErrors: FieldErrors; values: Record<string, string> };

/** The database could not be reached: the visitor is told to try again shortly, nothing is lost on their side. */
export class ServiceUnavailable extends Error {}

const TEXT_FIELDS = ["name", "phone", "email", "postcode", "preferredDatetime", "accessNotes", "description", "consentGiven"] as const;

export const stagingRoot = (dataDir: string) => path.join(dataDir, "staging");
export const uploadsRoot = (dataDir: string) => path.join(dataDir, "uploads");

function refused(status: number, error: string, fieldErrors: FieldErrors = {}, fields: Record<string, string> = {}): IntakeOutcome {
  const values = Object.fromEntries(TEXT_FIELDS.filter((k) => typeof fields[k] === "string").map((k) => [k, fields[k]!]));
  return { kind: "refused", status, error, fieldErrors, values };
}

/** Connection-level database failures (server down, restarting, unreachable). */
function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  const message = String((error as Error)?.message ?? "");
  return (
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P02", "57P03", "08006", "08001", "08003", "08004"].includes(code ?? "") ||
    /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection/i.test(message)
  );
}

async function withDb<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseDown(error) || isDatabaseDown((error as { cause?: unknown })?.cause)) throw new ServiceUnavailable("database unavailable", { cause: error });
    throw error;
  }
}

async function findByKey(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ reference: quotes.reference }).from(quotes).where(eq(quotes.idempotencyKey, key)).limit(1);
  return row?.reference;
}

const validKey = (key: string | null | undefined) => (key && /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : undefined);

/**
 * A quote request, from body to database: spam check → rate limit → stream the upload to staging →
 * validate every field and photo → one transaction for the quote, its photos and its emails, with the
 * files moved into place before it commits. Nothing half-done is left behind on any refusal.
 */
export async function receiveQuote(input: Request | QuoteUpload, ctx: IntakeContext): Promise<IntakeOutcome> {
  const request = input instanceof Request ? uploadFromRequest(input) : input;
  const now = ctx.now?.() ?? new Date();
  const headerKey = validKey(request.headers.get("idempotency-key"));

  // A retry of a request we already stored gets the same answer.
  if (headerKey) {
    const existing = await withDb(() => findByKey(ctx.db, headerKey));
    if (existing) return { kind: "accepted", reference: existing, duplicate: true };
  }

  // Per-address limit, counted in the database so it holds across restarts.
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const [hits] = await withDb(() =>
    ctx.db.select({ n: count() }).from(rateLimitHits).where(and(eq(rateLimitHits.clientIp, ctx.clientIp), gt(rateLimitHits.at, hourAgo))),
  );
  if ((hits?.n ?? 0) >= ctx.rateLimitPerHour) {
    return refused(429, "You have sent several quote requests in the last hour. Please call or WhatsApp us and we'll help straight away.");
  }

  const startedMs = performance.now();
  let upload: ParsedUpload;
  // Each photo is checked as soon as it is on disk, while the next one is still uploading.
  const photoChecks = new Map<string, Promise<CheckedPhoto | PhotoRejected>>();
  const startCheck = (file: StagedFile) => {
    const check = checkPhoto(file.path, file.originalName).catch((error: unknown) => {
      if (error instanceof PhotoRejected) return error;
      throw error;
    });
    // Handled here so a check left behind by a refused upload is never an unhandled rejection;
    // awaiting it below still throws.
    check.catch(() => {});
    photoChecks.set(file.path, check);
  };
  try {
    await mkdir(stagingRoot(ctx.dataDir), { recursive: true });
    upload = await parseMultipart(request, stagingRoot(ctx.dataDir), startCheck);
  } catch (error) {
    if (error instanceof UploadError) return refused(error.status, error.message, error.field ? { files: error.message } : {});
    throw error;
  }

  const { fields, files, stagingDir } = upload;
  const uploadedMs = performance.now();
  let filesMoved: string | undefined;
  try {
    // Spam: a filled honeypot, or a form sent faster than a person can type. Bots get a normal-looking answer.
    const startedAt = Number(fields.startedAt);
    if (fields.website || (Number.isFinite(startedAt) && startedAt > 0 && now.getTime() - startedAt < ctx.minFillMs)) {
      log.warn({ clientIp: ctx.clientIp, honeypot: Boolean(fields.website) }, "quote dropped as spam");
      return { kind: "accepted", reference: newReference(now), duplicate: false };
    }

    const checked = validateQuote(fields, now);
    const results = await Promise.all(
      files.map((file) => {
        if (!photoChecks.has(file.path)) startCheck(file);
        return photoChecks.get(file.path)!;
      }),
    );
    const photoError = results.find((result) => result instanceof PhotoRejected)?.message;
    if (photoError) {
      const fieldErrors = checked.ok ? { files: photoError } : { ...checked.fieldErrors, files: photoError };
      return refused(415, photoError, fieldErrors, fields);
    }
    if (!checked.ok) return refused(400, "Please check the highlighted fields.", checked.fieldErrors, fields);
    const data = checked.data;
    const photos = results as CheckedPhoto[];

    const checkedMs = performance.now();
    const key = headerKey ?? validKey(fields.idempotencyKey);
    if (key) {
      const existing = await withDb(() => findByKey(ctx.db, key));
      if (existing) return { kind: "accepted", reference: existing, duplicate: true };
    }

    const id = randomUUID();
    const finalDir = path.join(uploadsRoot(ctx.dataDir), id);
    for (let attempt = 0; ; attempt++) {
      const reference = newReference(now);
      try {
        await withDb(() =>
          ctx.db.transaction(async (tx) => {
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
              idempotencyKey: key ?? null,
              source: ctx.source,
            });
            if (files.length) {
              await tx.insert(quotePhotos).values(
                files.map((file, i) => ({
                  quoteId: id,
                  position: i + 1,
                  originalName: file.originalName,
                  storedName: `photo-${i + 1}.${photos[i]!.extension}`,
                  contentType: photos[i]!.type,
                  bytes: file.bytes,
                  width: photos[i]!.width,
                  height: photos[i]!.height,
                })),
              );
            }
            await tx.insert(outbox).values(
              (["staff", "customer"] as const).map((kind) => ({
                quoteId: id,
                kind,
                messageId: `<${reference.toLowerCase()}.${kind}.${id.slice(0, 8)}@${ctx.mailDomain}>`,
                nextAttemptAt: now,
              })),
            );
            await tx.insert(rateLimitHits).values({ clientIp: ctx.clientIp, at: now });
            // The photos are in their final place before the commit: a stored quote always has its files.
            if (files.length) {
              await mkdir(finalDir, { recursive: true });
              filesMoved = finalDir;
              for (const [i, file] of files.entries()) {
                await rename(file.path, path.join(finalDir, `photo-${i + 1}.${photos[i]!.extension}`));
              }
            }
          }),
        );
        filesMoved = undefined;
        ctx.wakeOutbox();
        const ms = (from: number, to: number) => Math.round(to - from);
        log.info(
          { reference, photos: files.length, source: ctx.source, ms: { upload: ms(startedMs, uploadedMs), checks: ms(uploadedMs, checkedMs), store: ms(checkedMs, performance.now()) } },
          "quote stored",
        );
        return { kind: "accepted", reference, duplicate: false };
      } catch (error) {
        if (filesMoved) {
          await rm(filesMoved, { recursive: true, force: true });
          filesMoved = undefined;
        }
        const constraint = (error as { cause?: { constraint?: string }; constraint?: string })?.cause?.constraint ?? (error as { constraint?: string }).constraint;
        if (constraint === "quotes_idempotency_key" && key) {
          const existing = await withDb(() => findByKey(ctx.db, key));
          if (existing) return { kind: "accepted", reference: existing, duplicate: true };
        }
        if (constraint === "quotes_reference_key" && attempt < 5) continue;
        throw error;
      }
    }
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}
