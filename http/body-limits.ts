/**
 * The size of what the staff side and the customer's booking page are sent, checked before anything
 * of the body is read: their forms are a few fields, so a body over the path's limit, or one of no
 * declared size (chunked), is refused with 413. The tip run's form carries one photo of the
 * weighbridge ticket and the completion form a drawn signature and photos of the cleared space:
 * each path gets what its form can hold. A small refused body is read and dropped first, so the
 * answer reaches the browser (a connection closed with unread data is reset, and the reset can
 * overtake the answer).
 */
import type { NextFunction, Request, Response } from "express";
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "../app/lib/quote-limits.ts";

/** Staff and booking forms are a few fields; anything larger is not one of ours. */
const FORM_BODY_MAX_BYTES = 64 * 1024;
/** The tip-run form: one photo of the ticket (the intake's photo limit) and its fields. */
const TIP_RUN_PATH = "/staff/disposals";
const TIP_RUN_MAX_BYTES = MAX_PHOTO_BYTES + FORM_BODY_MAX_BYTES;
/** The completion form: a drawn signature (a PNG data URL of up to 256 KB as base64) and up to the intake's number of photos. */
const COMPLETE_PATH = /^\/staff\/jobs\/[0-9a-f-]{36}\/complete$/;
const COMPLETE_MAX_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024;
/** A refused body of up to this declared size is read and dropped before the answer; anything larger is left unread. */
export const DRAIN_MAX_BYTES = 1024 * 1024;

const limited = (path: string) => path === "/staff" || path.startsWith("/staff/") || path === "/booking" || path.startsWith("/booking/");

/** The most a request to `path` may carry. */
function bodyLimit(method: string, path: string): number {
  if (method !== "POST") return FORM_BODY_MAX_BYTES;
  if (path === TIP_RUN_PATH) return TIP_RUN_MAX_BYTES;
  if (COMPLETE_PATH.test(path)) return COMPLETE_MAX_BYTES;
  return FORM_BODY_MAX_BYTES;
}

/** Express middleware: 413 for a staff or booking request over its path's limit, or of no declared size. */
export function bodyLimits(req: Request, res: Response, next: NextFunction): void {
  if (!limited(req.path)) return next();
  const declared = req.headers["transfer-encoding"] ? Number.NaN : Number(req.headers["content-length"] ?? 0);
  if (Number.isSafeInteger(declared) && declared <= bodyLimit(req.method, req.path)) return next();
  const refuse = () => res.status(413).type("text/plain; charset=utf-8").send("Request too large");
  if (Number.isSafeInteger(declared) && declared <= DRAIN_MAX_BYTES) {
    req.resume();
    req.once("end", refuse);
    req.once("error", refuse);
  } else refuse();
}
