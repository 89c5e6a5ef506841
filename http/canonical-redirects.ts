/**
 * Express middleware applying judgePath: 414 for an over-long path, 400 for one with a percent-escape
 * that does not decode, a 301 to the canonical spelling (always a path on this site), or the 404 page
 * for a path that is not one of ours. It runs before any route is matched: Express decodes a route's
 * parameters while matching it, and would throw on such an escape (a 500).
 */
import type { NextFunction, Request, Response } from "express";
import { judgePath } from "./canonical-path.ts";

/** A path no page has: the app's catch-all answers it with the 404 page. */
const NOT_FOUND_PATH = "/404";

function notFound(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.status(404).json({ error: "Not found." });
    return;
  }
  // React Router builds its request from originalUrl, and would resolve dot segments itself; the
  // request log reports the path as it was asked for (res.locals.askedPath).
  res.locals.askedPath = req.originalUrl;
  req.url = req.originalUrl = NOT_FOUND_PATH;
  next();
}

export function canonicalPaths(req: Request, res: Response, next: NextFunction) {
  const queryAt = req.url.indexOf("?");
  const rawPath = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
  const verdict = judgePath(rawPath);
  switch (verdict.kind) {
    case "canonical":
      return next();
    case "too-long":
      res.status(414).type("text/plain").send("The address is too long.");
      return;
    case "undecodable":
      // The request log writes this refusal as a warning (http/request-log.ts).
      res.locals.undecodablePath = true;
      res.status(400).type("text/plain").send("Bad request: the address has a percent-escape that cannot be decoded.");
      return;
    case "redirect":
      if (req.method !== "GET" && req.method !== "HEAD") return notFound(req, res, next);
      res.redirect(301, verdict.path + (queryAt === -1 ? "" : req.url.slice(queryAt)));
      return;
    case "not-found":
      return notFound(req, res, next);
  }
}
