import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_DIR_MODE } from "../../data-dir.server";
import { PhotoRejected, preparePhoto, type KeptPhoto } from "../../quotes/photos.server";
import { parseMultipart, UploadError, uploadFromRequest, type ParseOptions, type ParsedUpload, type StagedFile } from "../../quotes/uploads.server";
import type { SignedInContext } from "./types.server";

/*
 * A staff form sent with photos (the tip run's weighbridge ticket, the cleared space on completion),
 * read the way the quote intake reads one: a place among the uploads in progress first, the body
 * streamed to a staging folder of its own, each photo decoded and re-encoded by the intake's pipeline.
 */

const BUSY = "The server is receiving a lot of photos right now. Nothing was recorded: send the form again in a minute.";

/** The body read, or why not: with the text fields read before a refusal (a photo too large comes after them), to fill the form in again. */
export type StaffUpload = { ok: true; upload: ParsedUpload; stagingDir: string } | { ok: false; status: number; message: string; fieldsRead: URLSearchParams };

/** Reads the request's multipart body and runs `handle` on it; the staging folder and the place are given back afterwards, whatever happens. */
export async function withStaffUpload<T>(ctx: SignedInContext, options: Pick<ParseOptions, "fieldLimits">, handle: (received: StaffUpload) => Promise<T>): Promise<T> {
  const type = ctx.request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) return handle({ ok: false, status: 415, message: "The form was not sent as a form with photos: send it from its page.", fieldsRead: new URLSearchParams() });
  const declared = Number(ctx.request.headers.get("content-length") ?? 0);
  const gate = await ctx.services.uploadGate.enter(`staff:${ctx.staff.id}`, Number.isFinite(declared) && declared > 0 ? declared : 0);
  if (typeof gate === "string") return handle({ ok: false, status: 503, message: BUSY, fieldsRead: new URLSearchParams() });
  const stagingDir = path.join(ctx.services.staging.dir, randomUUID());
  try {
    await mkdir(stagingDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    let upload: ParsedUpload;
    try {
      upload = await parseMultipart(uploadFromRequest(ctx.request), stagingDir, { onBytes: gate.addStagedBytes, ...options });
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return await handle({ ok: false, status: error.status, message: `${error.message} Nothing was recorded.`, fieldsRead: error.fieldsRead });
    }
    return await handle({ ok: true, upload, stagingDir });
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
    gate.release();
  }
}

/** One staged photo through the intake's pipeline: what is kept, or the message saying why it was refused. */
export async function keepPhoto(file: StagedFile, stagingDir: string, position: number): Promise<{ ok: true; kept: KeptPhoto } | { ok: false; message: string }> {
  try {
    return { ok: true, kept: await preparePhoto(file.path, stagingDir, position, file.originalName) };
  } catch (error) {
    if (error instanceof PhotoRejected) return { ok: false, message: error.message };
    throw error;
  }
}
