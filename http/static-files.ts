/**
 * The build's files (prerendered pages, hashed assets, public files, .data files) answered from
 * memory, with brotli or gzip copies made at build time, content-hash ETags and conditional GETs.
 * Everything here is indexed once at start and bounded by the build: a request can only ever select
 * one of the files that exist, never add an entry.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import Negotiator from "negotiator";
import { contentSecurityPolicy } from "../app/lib/csp.ts";
import type { ClaimValues } from "../app/content/claims.ts";
import { claimPages } from "./claims-fill.ts";
import type { HeldFile } from "./held-file.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".data": "text/x-script; charset=utf-8",
  ".png": "image/png",
};

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** A conditional GET the browser's copy already answers (RFC 9110 §13.1.2 and §13.1.3). */
function notModified(req: Request, file: { etag: string; modifiedSeconds: number }): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch) return ifNoneMatch.split(",").some((tag) => ["*", file.etag, `W/${file.etag}`].includes(tag.trim()));
  const since = Date.parse(String(req.headers["if-modified-since"] ?? ""));
  return Number.isFinite(since) && file.modifiedSeconds * 1000 <= since;
}

export interface StaticFiles {
  /** Express middleware: answers GET and HEAD for built files, passes everything else on. */
  serve(req: Request, res: Response, next: NextFunction): void;
}

/**
 * `clientDir` is build/client; `scriptHashes` maps each prerendered page's file (relative to it) to
 * the hashes of its inline scripts; `widgetSrc` is the reviews widget's script, if any; `claims`
 * gives the public claims' values now, filled into the pages that carry claim tokens
 * (http/claims-fill.ts).
 */
export function staticFiles(clientDir: string, hashesFile: string, widgetSrc: string | undefined, claims: () => ClaimValues): StaticFiles {
  const builtFiles = new Set(listFiles(clientDir));
  const scriptHashes: Record<string, string[]> = existsSync(hashesFile) ? JSON.parse(readFileSync(hashesFile, "utf8")) : {};

  // Each page's policy, made once at start: one entry per built page, whatever the requests.
  const policies = new Map<string, string>();
  for (const file of builtFiles) {
    if (!file.endsWith(".html")) continue;
    const key = path.relative(clientDir, file).split(path.sep).join("/");
    policies.set(file, contentSecurityPolicy({ scriptHashes: scriptHashes[key] ?? [], widgetSrc }));
  }

  /**
   * The files, held in memory once first asked for (14 MB for every file and compressed copy): a
   * page is then answered without a stat, open, read and close per request, which made the server
   * about 1.7× faster under load (docs/benchmarks.md). The ETag is the content's hash, so each
   * encoding of a file has its own.
   */
  const held = new Map<string, HeldFile>();
  function heldFile(file: string): HeldFile {
    let entry = held.get(file);
    if (!entry) {
      const body = readFileSync(file);
      const modified = statSync(file).mtime;
      entry = {
        body,
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        lastModified: modified.toUTCString(),
        modifiedSeconds: Math.floor(modified.getTime() / 1000),
      };
      held.set(file, entry);
    }
    return entry;
  }

  const { carriesClaims, filledFile } = claimPages((file) => heldFile(file).body, claims);

  /** The built file for a canonical URL path: the file itself, or a prerendered page's index.html. */
  function builtFile(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    // Hidden files (and dot segments, which never get this far) are not served.
    if (decoded.includes("/.")) return undefined;
    const direct = path.join(clientDir, decoded);
    if (path.extname(direct) && builtFiles.has(direct)) return direct;
    const page = path.join(direct, "index.html");
    return builtFiles.has(page) ? page : undefined;
  }

  return {
    serve(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const file = builtFile(req.path);
      if (!file) return next();
      const ext = path.extname(file);
      // The smallest copy the browser takes, as Accept-Encoding states it ("br;q=0" refuses brotli).
      const copies = [...(builtFiles.has(`${file}.br`) ? ["br"] : []), ...(builtFiles.has(`${file}.gz`) ? ["gzip"] : []), "identity"];
      // negotiator 1.x breaks ties between equal q-values by `preferred` (its types predate the option).
      const negotiator = new Negotiator(req) as unknown as { encodings(available: string[], options: { preferred: string[] }): string[] };
      const [encoding = "identity"] = negotiator.encodings(copies, { preferred: copies });
      const sent = encoding === "br" ? `${file}.br` : encoding === "gzip" ? `${file}.gz` : file;
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Content-Type", types[ext] ?? "application/octet-stream");
      const policy = policies.get(file);
      if (policy) res.setHeader("Content-Security-Policy", policy);
      res.setHeader(
        "Cache-Control",
        req.path.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : ext === ".html" || ext === ".data"
            ? "public, max-age=0, must-revalidate"
            : "public, max-age=86400",
      );
      const answer = (content: HeldFile) => {
        res.setHeader("ETag", content.etag);
        res.setHeader("Last-Modified", content.lastModified);
        if (notModified(req, content)) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.setHeader("Content-Length", content.body.length);
        if (req.method === "HEAD") res.end();
        else res.end(content.body);
      };
      let claimed: boolean;
      try {
        claimed = carriesClaims(file);
      } catch (error) {
        return next(error);
      }
      if (claimed) {
        filledFile(file, encoding).then(answer, (error: unknown) => next(error));
        return;
      }
      let content: HeldFile;
      try {
        content = heldFile(sent);
      } catch (error) {
        return next(error);
      }
      answer(content);
    },
  };
}
