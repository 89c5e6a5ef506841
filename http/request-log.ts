/**
 * One JSON line per request: method, path (never the query string, which can carry what a visitor
 * typed), status and time. Refusals (403, 413, 414, 415, 429) also carry the client's address, as
 * the privacy policy says; other requests do not. 404s carry the path, and so does a path refused
 * with 400 for a percent-escape that does not decode (http/canonical-redirects.ts); both are warnings.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { clientAddress } from "./client-address.ts";

const REFUSALS = new Set([403, 413, 414, 415, 429]);

/**
 * A path as it may be written to the log: without its query string, cut to 300 characters, and with
 * the secret of a customer's booking link (`/booking/<token>/…`) replaced, so that whoever reads the
 * log cannot open the customer's page (the database keeps only the token's hash for the same reason).
 */
export function loggablePath(url: string): string {
  // Any run shaped like a link's token (32+ URL-safe characters) is replaced wherever it stands, so a
  // path written another way (`//booking/…`, `/%62ooking/…`, `/booking//…`) cannot carry it either.
  return url
    .split("?")[0]!
    .slice(0, 300)
    .replace(/[A-Za-z0-9_-]{32,}/g, "[link]")
    .replace(/^\/booking\/[^/]+/i, "/booking/[link]");
}

/** What http/canonical-redirects.ts notes for this log: the path asked for (sent to the 404 page), an undecodable path. */
type Noted = ServerResponse & { locals?: { askedPath?: string; undecodablePath?: boolean } };

/** The path as the visitor asked for it (http/canonical-redirects.ts keeps it when it sends a path to the 404 page). */
const pathOf = (req: IncomingMessage & { originalUrl?: string }, res: Noted) =>
  loggablePath(res.locals?.askedPath ?? req.originalUrl ?? req.url ?? "");

const undecodable = (res: Noted) => res.locals?.undecodablePath === true;

export function requestLog(log: Logger) {
  return pinoHttp({
    logger: log,
    // A 503 is a deliberate answer (busy, database down: logged where it is decided); other 5xx are errors.
    customLogLevel: (_req, res, err) =>
      err || (res.statusCode >= 500 && res.statusCode !== 503)
        ? "error"
        : res.statusCode === 404 || res.statusCode === 503 || undecodable(res)
          ? "warn"
          : "info",
    // The error itself is logged once, by the handler that met it (http/errors.ts); this line is the request's.
    customErrorObject: (_req, _res, _error, value: Record<string, unknown>) => {
      const { err: _err, ...line } = value;
      return line;
    },
    customSuccessMessage: (req, res) =>
      res.statusCode === 404
        ? `not found: ${pathOf(req, res)}`
        : undecodable(res)
          ? `bad request: undecodable escape in ${pathOf(req, res)}`
          : "request",
    // Nothing (undefined) for other requests: pino-http then adds no child logger.
    customProps: (req: IncomingMessage & { ip?: string }, res: ServerResponse) =>
      (REFUSALS.has(res.statusCode) ? { clientIp: clientAddress(req) } : undefined) as object,
    serializers: {
      // pino-http hands this the standard serialised request, whose url is Express's originalUrl.
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: loggablePath(req.url ?? "") }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => (req.url ?? "").startsWith("/assets/") },
  });
}
