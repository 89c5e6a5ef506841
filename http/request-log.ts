/**
 * One JSON line per request: method, path (never the query string, which can carry what a visitor
 * typed), status and time. Refusals (403, 413, 414, 415, 429) also carry the client's address, as
 * the privacy policy says; other requests do not. 404s carry the path.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { clientAddress } from "./client-address.ts";

const REFUSALS = new Set([403, 413, 414, 415, 429]);

/** The path as the visitor asked for it (http/canonical-redirects.ts keeps it when it sends a path to the 404 page). */
const pathOf = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse & { locals?: { askedPath?: string } }) =>
  (res.locals?.askedPath ?? req.originalUrl ?? req.url ?? "").split("?")[0]!.slice(0, 300);

export function requestLog(log: Logger) {
  return pinoHttp({
    logger: log,
    // A 503 is a deliberate answer (busy, database down: logged where it is decided); other 5xx are errors.
    customLogLevel: (_req, res, err) => (err || (res.statusCode >= 500 && res.statusCode !== 503) ? "error" : res.statusCode === 404 || res.statusCode === 503 ? "warn" : "info"),
    // The error itself is logged once, by the handler that met it (http/errors.ts); this line is the request's.
    customErrorObject: (_req, _res, _error, value: Record<string, unknown>) => {
      const { err: _err, ...line } = value;
      return line;
    },
    customSuccessMessage: (req, res) => (res.statusCode === 404 ? `not found: ${pathOf(req, res)}` : "request"),
    // Nothing (undefined) for other requests: pino-http then adds no child logger.
    customProps: (req: IncomingMessage & { ip?: string }, res: ServerResponse) =>
      (REFUSALS.has(res.statusCode) ? { clientIp: clientAddress(req) } : undefined) as object,
    serializers: {
      // pino-http hands this the standard serialised request, whose url is Express's originalUrl.
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: (req.url ?? "").split("?")[0]!.slice(0, 300) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => (req.url ?? "").startsWith("/assets/") },
  });
}
