/**
 * The one way a feature says "refused, here is why": a result, not an exception (exceptions are for
 * faults). A refusal's kind says which answer a page gives (`refusalStatus`); its message is for the
 * person who asked; `field` or `fields` say where on the form. A feature may add its own extras.
 *
 * A refusal found deep inside a database transaction is thrown in the one carrier, `RefusedError`, so
 * the transaction rolls back; `refusing` turns it back into the refusal at the feature's edge.
 */

/** What was refused, as a page answers it. */
export type RefusalKind =
  "invalid" | "unauthorised" | "not-found" | "timeout" | "conflict" | "gone" | "too-large" | "unsupported" | "too-many" | "busy";

export interface Refusal {
  ok: false;
  kind: RefusalKind;
  message: string;
  /** The one form field the message belongs to. */
  field?: string;
  /** A message for each field refused. */
  fields?: Record<string, string>;
}

/** Done (with what `T` adds), or refused (with the extras `R` a feature's refusals carry). */
export type Result<T extends object = object, R extends object = object> = ({ ok: true } & T) | (Refusal & R);

/** A refusal of `kind`, with the message for the person who asked and any extras. */
export function refuse(kind: RefusalKind, message: string): Refusal;
export function refuse<R extends object>(kind: RefusalKind, message: string, extras: R): Refusal & R;
export function refuse(kind: RefusalKind, message: string, extras: object = {}): Refusal {
  return { ...extras, ok: false, kind, message };
}

const STATUS: Record<RefusalKind, 400 | 401 | 404 | 408 | 409 | 410 | 413 | 415 | 429 | 503> = {
  invalid: 400,
  unauthorised: 401,
  "not-found": 404,
  timeout: 408,
  conflict: 409,
  gone: 410,
  "too-large": 413,
  unsupported: 415,
  "too-many": 429,
  busy: 503,
};

/** The status every page answers a refusal of `kind` with. */
export const refusalStatus = (kind: RefusalKind) => STATUS[kind];

/** The carrier of a refusal raised where it must unwind (a transaction to roll back, a stream to stop). */
export class RefusedError<R extends object = object> extends Error {
  override readonly name = "RefusedError";
  readonly refusal: Refusal & R;
  constructor(refusal: Refusal & R) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/** Runs `fn`: its value when done, its refusal when it threw a RefusedError; any other error propagates. */
export async function refusing<T, R extends object = object>(fn: () => Promise<T>): Promise<Result<{ value: T }, R>> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    if (error instanceof RefusedError) return (error as RefusedError<R>).refusal;
    throw error;
  }
}
