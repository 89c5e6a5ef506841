/**
 * The last handler: an unexpected error is logged through pino (type, codes and stack; never a
 * query's parameters) and answered without details. API paths answer JSON, everything else a short
 * page. Express's own handler, which prints the error to stderr, is never reached.
 */
import { loggablePath } from "./request-log.ts";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

export function unexpectedErrors(log: Logger) {
  return function answerUnexpectedError(error: unknown, req: Request, res: Response, _next: NextFunction) {
    log.error({ err: error, method: req.method, path: loggablePath(req.path) }, "unexpected error");
    if (res.headersSent) {
      // The answer has begun: all that can be done is to end it.
      res.destroy();
      return;
    }
    res.status(500).setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/functions/")) {
      res.json({ error: "Something went wrong on our side. Please try again, or call or WhatsApp us." });
    } else {
      res.type("text/plain").send("Something went wrong on our side. Please try again, or call or WhatsApp us.");
    }
  };
}
