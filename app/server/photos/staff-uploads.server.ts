import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_DIR_MODE } from "../data-dir.server";
import { preparePhoto, type KeptPhoto } from "./pipeline.server";
import {
  parseMultipart,
  uploadFromRequest,
  type ParseOptions,
  type ParsedUpload,
  type StagedFile,
  type UploadRefusal,
} from "./uploads.server";
import { refuse, refusing, type Result } from "../../kernel/refusal";
import type { Runtime } from "../runtime.server";

/*
 * A staff form sent with photos (the tip run's weighbridge ticket, the cleared space on completion),
 * read the way the quote intake reads one: a place among the uploads in progress first, the body
 * streamed to a staging folder of its own, each photo decoded and re-encoded by the intake's pipeline.
 */

const BUSY = "The server is receiving a lot of photos right now. Nothing was recorded: send the form again in a minute.";

/** The body read, or why not: with the text fields read before a refusal (a photo too large comes after them), to fill the form in again. */
export type StaffUpload = Result<{ upload: ParsedUpload; stagingDir: string }, { fieldsRead: URLSearchParams }>;

/** Reads the request's multipart body and runs `handle` on it; the staging folder and the place are given back afterwards, whatever happens. */
export async function withStaffUpload<T>(
  ctx: { request: Request; staff: { id: string }; services: Pick<Runtime, "uploadGate" | "staging"> },
  options: Pick<ParseOptions, "fieldLimits">,
  handle: (received: StaffUpload) => Promise<T>,
): Promise<T> {
  const type = ctx.request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type))
    return handle(
      refuse("unsupported", "The form was not sent as a form with photos: send it from its page.", { fieldsRead: new URLSearchParams() }),
    );
  const declared = Number(ctx.request.headers.get("content-length") ?? 0);
  const gate = await ctx.services.uploadGate.enter(`staff:${ctx.staff.id}`, Number.isFinite(declared) && declared > 0 ? declared : 0);
  if (typeof gate === "string") return handle(refuse("busy", BUSY, { fieldsRead: new URLSearchParams() }));
  const stagingDir = path.join(ctx.services.staging.dir, randomUUID());
  try {
    await mkdir(stagingDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const received = await refusing<ParsedUpload, UploadRefusal>(() =>
      parseMultipart(uploadFromRequest(ctx.request), stagingDir, { onBytes: gate.addStagedBytes, ...options }),
    );
    if (!received.ok)
      return await handle(refuse(received.kind, `${received.message} Nothing was recorded.`, { fieldsRead: received.fieldsRead }));
    return await handle({ ok: true, upload: received.value, stagingDir });
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
    gate.release();
  }
}

/** One staged photo through the intake's pipeline: what is kept, or the message saying why it was refused. */
export async function keepPhoto(file: StagedFile, stagingDir: string, position: number): Promise<Result<{ kept: KeptPhoto }>> {
  const kept = await refusing(() => preparePhoto(file.path, stagingDir, position, file.originalName));
  return kept.ok ? { ok: true, kept: kept.value } : kept;
}
