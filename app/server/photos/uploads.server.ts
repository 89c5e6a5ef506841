import { closeSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import busboy from "busboy";
import { MAX_PHOTO_BYTES, MAX_PHOTO_MB, MAX_PHOTOS } from "../../lib/quote-schema";
import { refuse, RefusedError, type RefusalKind } from "../../kernel/refusal";
import { cleanLine } from "../../kernel/text";

/** What a refused upload carries besides its kind (its status) and the visitor's message. */
export interface UploadRefusal {
  field?: "files";
  /** The text fields read before the upload was refused, so a form can come back with them. */
  fieldsRead: URLSearchParams;
}

/** A refused upload, thrown to stop reading the stream. */
const refused = (kind: RefusalKind, message: string, field?: "files", fieldsRead = new URLSearchParams()) =>
  new RefusedError<UploadRefusal>(refuse(kind, message, field ? { field, fieldsRead } : { fieldsRead }));

export interface StagedFile {
  /** The visitor's file name, cleaned for display. */
  originalName: string;
  path: string;
  bytes: number;
}

/**
 * A multipart body to read: from a Fetch Request (React Router actions) or straight from Node's
 * request (the Express route, which skips the conversion to and from web streams).
 */
export interface QuoteUpload {
  headers: { get(name: string): string | null };
  body: Readable | null;
}

export function uploadFromRequest(request: Request): QuoteUpload {
  return {
    headers: request.headers,
    body: request.body ? Readable.fromWeb(request.body as import("node:stream/web").ReadableStream) : null,
  };
}

export function uploadFromNode(request: import("node:http").IncomingMessage): QuoteUpload {
  return {
    headers: {
      get: (name) => {
        const value = request.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(", ") : (value ?? null);
      },
    },
    body: request,
  };
}

export interface ParsedUpload {
  /** Each field's last value. */
  fields: Record<string, string>;
  /** Every field in order, a field sent more than once (checkboxes) with each of its values. */
  fieldList: URLSearchParams;
  files: StagedFile[];
}

export interface ParseOptions {
  /** Called as soon as a file is completely on disk, while the rest of the body is still arriving. */
  onFileStaged?: (file: StagedFile) => void;
  /** Called with each chunk's size before it is written; false stops the upload (staging is full). */
  onBytes?: (bytes: number) => boolean;
  /** A staff form with more fields than the quote's (the completion form's waste lines and drawn signature). */
  fieldLimits?: { fields: number; fieldBytes: number };
}

/** Staging is full: the upload stops and the visitor is asked to try again shortly. */
const STAGING_FULL_MESSAGE =
  "We're receiving a lot of photos right now. Nothing you entered has been lost: please try again in a minute, or call or WhatsApp us.";

const UPLOAD_LIMITS = {
  files: MAX_PHOTOS,
  fileBytes: MAX_PHOTO_BYTES,
  /** Longest text field (the description's 5,000 characters, in UTF-8, with room). */
  fieldBytes: 32 * 1024,
  fields: 30,
  /** Whole body: ten full-size photos plus the text. */
  totalBytes: MAX_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024,
  /** A body that sends nothing for this long is abandoned (slow-drip protection). */
  idleMs: 30_000,
  /** After a refusal, at most this much more of the body is read (and dropped) before the connection is cut. */
  discardBytes: 32 * 1024 * 1024,
} as const;

/**
 * After a refusal nothing more is written, but the rest of the body is read and thrown away (up to a
 * limit) so the client, still sending, receives our answer instead of a reset connection.
 */
function discardRest(source: Readable): void {
  let discarded = 0;
  const stop = setTimeout(() => source.destroy(), UPLOAD_LIMITS.idleMs);
  source.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > UPLOAD_LIMITS.discardBytes) source.destroy();
  });
  source.on("close", () => clearTimeout(stop));
  source.on("end", () => clearTimeout(stop));
  source.on("error", () => {});
  source.resume();
}

/**
 * Display-safe file name: no folders, no quotes or angle brackets, bounded length, and none of the
 * characters the forms refuse (controls, bidirectional and line-separating characters, each made a
 * space by the kernel's cleaner): a name that reads backwards ("photo\u202Egpj.exe") is not kept.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return cleanLine(base.replace(/[<>"]/g, ""), 100) || "photo";
}

/** Write a whole chunk: a regular file may take it in more than one write. */
function writeAll(fd: number, chunk: Buffer): void {
  let offset = 0;
  while (offset < chunk.length) offset += writeSync(fd, chunk, offset, chunk.length - offset);
}

/** The upload's type and body, once it is a multipart form within the size limit with a body still to read. */
function readableUpload(request: QuoteUpload): { contentType: string; source: NonNullable<QuoteUpload["body"]> } {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !/boundary=/i.test(contentType)) {
    throw refused("unsupported", "Send the quote as multipart/form-data.");
  }
  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (declaredLength > UPLOAD_LIMITS.totalBytes) {
    throw refused("too-large", `The upload is too large: at most ${MAX_PHOTOS} photos of ${MAX_PHOTO_MB}MB each.`, "files");
  }
  if (!request.body) throw refused("invalid", "The request has no body.");
  // The connection can be gone before the limits and the database let us start reading (a client
  // that sent everything and hung up): its 'close' has passed, so nothing would ever arrive.
  if (request.body.destroyed) throw refused("invalid", "The upload was interrupted.");
  return { contentType, source: request.body };
}

/** The multipart parser with the upload's limits (busboy throws on a malformed header). */
function multipartParser(contentType: string, { fields, fieldBytes }: { fields: number; fieldBytes: number }): busboy.Busboy {
  return busboy({
    headers: { "content-type": contentType },
    limits: {
      files: UPLOAD_LIMITS.files,
      fileSize: UPLOAD_LIMITS.fileBytes,
      fieldSize: fieldBytes,
      fields,
      parts: UPLOAD_LIMITS.files + fields,
    },
    defParamCharset: "utf8",
  });
}

/**
 * Stream a multipart body into `stagingDir` (which the caller made, and removes afterwards), never
 * holding a file in memory. Any breach of the limits stops reading at once and throws the refusal (a RefusedError carrying an UploadRefusal).
 *
 * Each chunk is written to its file as it arrives, synchronously: a 64 KB write into the page cache
 * takes microseconds, and a chunk written at once is garbage before the next young-generation
 * collection. Queued asynchronous writes kept chunks alive long enough to be promoted, and on a server
 * process the resulting full collections cost more than the writes themselves (docs/benchmarks.md).
 */
export async function parseMultipart(
  request: QuoteUpload,
  stagingDir: string,
  { onFileStaged, onBytes, fieldLimits }: ParseOptions = {},
): Promise<ParsedUpload> {
  const { contentType, source } = readableUpload(request);
  return new Promise<ParsedUpload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = multipartParser(contentType, fieldLimits ?? UPLOAD_LIMITS);
    } catch {
      reject(refused("invalid", "The upload could not be read (malformed multipart header)."));
      return;
    }
    const fields: Record<string, string> = {};
    const fieldList = new URLSearchParams();
    const files: StagedFile[] = [];
    /** Files still open for writing: closed on completion, on any refusal and on a write error. */
    const open = new Set<number>();
    let failed = false;
    let done = false;
    let bodyEnded = false;
    let idle: NodeJS.Timeout | undefined;

    const closeAll = () => {
      for (const fd of open) closeSync(fd);
      open.clear();
    };
    const fail = (kind: RefusalKind, message: string, field?: "files") => {
      if (failed || done) return;
      failed = true;
      clearTimeout(idle);
      closeAll();
      source.off("data", touch);
      source.unpipe(parser);
      parser.removeAllListeners();
      parser.on("error", () => {});
      discardRest(source);
      reject(refused(kind, message, field, fieldList));
    };
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => fail("timeout", "The upload stalled. Please try again."), UPLOAD_LIMITS.idleMs);
    };
    touch();
    source.on("data", touch);
    source.on("error", () => fail("invalid", "The upload was interrupted."));
    // A client that stops sending and closes (a body shorter than its Content-Length) ends it here.
    source.on("end", () => (bodyEnded = true));
    source.on("close", () => {
      if (!bodyEnded) fail("invalid", "The upload was interrupted.");
    });

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail("too-large", `The ${name} field is too long.`);
      if (info.nameTruncated) return fail("too-large", "A field name is too long.");
      fields[name] = value;
      fieldList.append(name, value);
    });
    parser.on("file", (name, stream, info) => {
      if (failed) return void stream.resume();
      // An empty file input in a plain form post sends a nameless, empty part: not a photo.
      if (name !== "files" || (!info.filename && name === "files")) {
        stream.resume();
        return;
      }
      const index = files.length + 1;
      const target = path.join(stagingDir, `upload-${index}`);
      const staged: StagedFile = { originalName: cleanFileName(info.filename ?? ""), path: target, bytes: 0 };
      files.push(staged);
      let fd: number;
      try {
        fd = openSync(target, "wx", 0o600);
      } catch {
        stream.resume();
        return fail("invalid", "The upload could not be saved. Please try again.");
      }
      open.add(fd);
      stream.on("data", (chunk: Buffer) => {
        if (failed) return;
        staged.bytes += chunk.length;
        if (onBytes && !onBytes(chunk.length)) return fail("busy", STAGING_FULL_MESSAGE);
        try {
          writeAll(fd, chunk);
        } catch {
          fail("invalid", "The upload could not be saved. Please try again.");
        }
      });
      stream.on("end", () => {
        if (!open.delete(fd)) return;
        closeSync(fd);
        if (!failed && !stream.truncated) onFileStaged?.(staged);
      });
      stream.on("limit", () =>
        fail("too-large", `"${staged.originalName}" is larger than ${MAX_PHOTO_MB}MB. Please choose a smaller photo.`, "files"),
      );
      stream.on("error", () => fail("invalid", "The upload was interrupted."));
    });
    parser.on("filesLimit", () => fail("too-large", `Please send at most ${MAX_PHOTOS} photos.`, "files"));
    parser.on("fieldsLimit", () => fail("too-large", "Too many fields in the form."));
    parser.on("partsLimit", () => fail("too-large", "Too many parts in the form."));
    parser.on("error", () => fail("invalid", "The upload could not be read (malformed multipart body)."));
    parser.on("close", () => {
      if (failed) return;
      // Every file must have ended whole: one still open was cut short.
      if (open.size) return fail("invalid", "The upload was interrupted.");
      done = true;
      clearTimeout(idle);
      resolve({ fields, fieldList, files });
    });
    source.pipe(parser);
  });
}
