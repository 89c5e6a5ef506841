import { DrizzleQueryError } from "drizzle-orm";

/** The database cannot be reached (down, restarting, unreachable): the visitor is asked to try again shortly. */
export class DatabaseUnavailable extends Error {
  override readonly name = "DatabaseUnavailable";
}

/** SQLSTATE classes that mean the connection or the server, not the statement: 08 connection exception, 57 operator intervention, 53 insufficient resources. */
const UNAVAILABLE_SQLSTATE_CLASSES = new Set(["08", "57", "53"]);

/** Node's codes for a connection that failed or broke. */
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** The first error in a cause chain that the driver or the server raised (Drizzle wraps them). */
function driverError(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof DrizzleQueryError; depth++) current = current.cause;
  return current;
}

/** The SQLSTATE of an error PostgreSQL (or PGlite) reported, if it is one. */
function sqlState(error: unknown): string | undefined {
  const inner = driverError(error) as { code?: unknown } | undefined;
  const code = inner?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The constraint a unique or foreign-key violation names (SQLSTATE 23xxx). */
export function violatedConstraint(error: unknown): string | undefined {
  const inner = driverError(error) as { constraint?: unknown } | undefined;
  return sqlState(error)?.startsWith("23") && typeof inner?.constraint === "string" ? inner.constraint : undefined;
}

/**
 * Whether an error means the database is out of reach rather than that a statement was wrong: a
 * SQLSTATE of class 08, 53 or 57; a Node network error code; or an error the `pg` driver raises
 * itself about its connection (these are plain Errors without a code, e.g. when the server closes
 * the connection or a connection times out). Programming errors (TypeError and the like) are never
 * counted as an outage, and the site's own code throws its own error classes, never a plain Error,
 * inside database work.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  const inner = driverError(error);
  const state = sqlState(inner);
  if (state) return UNAVAILABLE_SQLSTATE_CLASSES.has(state.slice(0, 2));
  // The server answered (pg's and PGlite's DatabaseError carry its severity): not an outage.
  if (typeof (inner as { severity?: unknown })?.severity === "string") return false;
  const code = (inner as { code?: unknown })?.code;
  if (typeof code === "string") return UNAVAILABLE_NODE_CODES.has(code);
  return inner instanceof Error && inner.constructor === Error;
}

/** Run database work; an outage becomes a DatabaseUnavailable, anything else is thrown as it is. */
export async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new DatabaseUnavailable("database unavailable", { cause: error });
    throw error;
  }
}
