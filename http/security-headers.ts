/**
 * Headers every response carries. Pages set their own Content-Security-Policy (hashes for
 * prerendered pages, a nonce for pages rendered on request); anything else (JSON, text, errors)
 * gets the strict default when its headers go out.
 */
import type { TLSSocket } from "node:tls";
import type { NextFunction, Request, Response } from "express";
import { contentSecurityPolicy, PERMISSIONS_POLICY } from "../app/lib/csp.ts";

export function securityHeaders(widgetSrc: string | undefined) {
  const defaultCsp = contentSecurityPolicy({ widgetSrc });
  return function setSecurityHeaders(req: Request, res: Response, next: NextFunction) {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (!this.getHeader("Content-Security-Policy")) this.setHeader("Content-Security-Policy", defaultCsp);
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // HTTPS directly, or behind a trusted proxy that says the visitor used HTTPS.
    if ((req.socket as TLSSocket).encrypted || (req.headers["x-forwarded-proto"] && req.secure)) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    next();
  };
}
