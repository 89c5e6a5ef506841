/**
 * The web server: prerendered pages as static files at their clean URLs, hashed assets cached for a
 * year, gzip/brotli, security headers, JSON request logs, and React Router for everything dynamic
 * (the quote endpoint, form posts, unknown area slugs, 404s).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import pino from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { contentSecurityPolicy, PERMISSIONS_POLICY } from "./app/lib/csp.ts";

const CLIENT_IP_HEADER = "x-clearance-client-ip"; // read by app/server/quotes/handle.server.ts
const root = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(root, "build", "client");
const log = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, level: process.env.LOG_LEVEL ?? "info" });

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  log.fatal({ PORT: process.env.PORT }, "PORT must be a whole number from 0 to 65535");
  process.exit(1);
}

// Tells the app it runs as a server (pages rendered on request get a CSP nonce), not a prerender.
process.env.CLEARANCE_RUNTIME = "1";
const build = (await import(path.join(root, "build", "server", "index.js"))) as ServerBuild & {
  entry: {
    module: {
      startServices?: () => Promise<void>;
      stopServices?: () => Promise<void>;
      handleQuoteApi?: (req: Request, res: Response) => Promise<void>;
    };
  };
};

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

/** Every file of the build, listed once at start: the build does not change while it is served. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}
const builtFiles = new Set(listFiles(clientDir));
const isFile = (file: string) => builtFiles.has(file);

/** The file in build/client for a URL path: the file itself, or a prerendered page's index.html. */
function builtFile(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.split("/").some((part) => part === ".." || part.startsWith("."))) return undefined;
  const direct = path.join(clientDir, decoded);
  if (!direct.startsWith(clientDir)) return undefined;
  if (path.extname(direct) && isFile(direct)) return direct;
  const page = path.join(direct, "index.html");
  return isFile(page) ? page : undefined;
}

interface HeldFile {
  body: Buffer;
  etag: string;
  lastModified: string;
  /** Last modification, in whole seconds as HTTP dates carry it. */
  modifiedSeconds: number;
}

/**
 * The build's files, held in memory once first asked for (14 MB for every file and compressed copy):
 * a page is then answered without a stat, open, read and close per request, which made the server
 * about 1.7× faster under load (docs/benchmarks.md). The build does not change while it is served.
 * The ETag is the content's hash, so each encoding of a file has its own.
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

/** A conditional GET the browser's copy already answers (RFC 9110 §13.1.2 and §13.1.3). */
function notModified(req: Request, file: HeldFile): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch) return ifNoneMatch.split(",").some((tag) => ["*", file.etag, `W/${file.etag}`].includes(tag.trim()));
  const since = Date.parse(String(req.headers["if-modified-since"] ?? ""));
  return Number.isFinite(since) && file.modifiedSeconds * 1000 <= since;
}

/** Each page's policy, made once: its inline scripts' hashes do not change while the build is served. */
const pagePolicies = new Map<string, string>();
function pagePolicy(page: string): string {
  let policy = pagePolicies.get(page);
  if (policy === undefined) {
    policy = contentSecurityPolicy({ scriptHashes: scriptHashes[page] ?? [], widgetSrc });
    pagePolicies.set(page, policy);
  }
  return policy;
}

/**
 * Static files from the build, brotli or gzip copies when the browser takes them (made at build by
 * scripts/precompress.ts). Hashed assets are cached for a year; pages and data revalidate each time.
 */
function serveBuilt(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const file = builtFile(req.path);
  if (!file) return next();
  const ext = path.extname(file);
  const accepts = String(req.headers["accept-encoding"] ?? "");
  let sent = file;
  if (/\bbr\b/.test(accepts) && isFile(`${file}.br`)) {
    sent = `${file}.br`;
    res.setHeader("Content-Encoding", "br");
  } else if (/\bgzip\b/.test(accepts) && isFile(`${file}.gz`)) {
    sent = `${file}.gz`;
    res.setHeader("Content-Encoding", "gzip");
  }
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Type", types[ext] ?? "application/octet-stream");
  if (ext === ".html") res.setHeader("Content-Security-Policy", pagePolicy(req.path.length > 1 ? req.path.replace(/\/+$/, "") : "/"));
  res.setHeader(
    "Cache-Control",
    req.path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : ext === ".html" || ext === ".data" ? "public, max-age=0, must-revalidate" : "public, max-age=86400",
  );
  let content: HeldFile;
  try {
    content = heldFile(sent);
  } catch (error) {
    return next(error);
  }
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
}

const scriptHashes: Record<string, string[]> = existsSync(path.join(root, "build", "csp-hashes.json"))
  ? JSON.parse(readFileSync(path.join(root, "build", "csp-hashes.json"), "utf8"))
  : {};
const widgetSrc = process.env.REVIEWS_WIDGET_SRC;
const defaultCsp = contentSecurityPolicy({ widgetSrc });

function securityHeaders(req: Request, res: Response, next: NextFunction) {
  // Every response gets a policy: pages set one that allows their own inline scripts, anything
  // else (JSON, text, errors) gets the strict default when its headers go out.
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
  // HTTPS directly, or behind a proxy on this machine that says the visitor used HTTPS.
  if ((req.socket as import("node:tls").TLSSocket).encrypted || (req.headers["x-forwarded-proto"] && req.secure)) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  next();
}

export function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(
    pinoHttp({
      logger: log,
      // One line per request; 404s carry the path for the "path is logged" rule.
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode === 404 ? "warn" : "info"),
      customSuccessMessage: (req, res) => (res.statusCode === 404 ? `not found: ${req.url}` : "request"),
      serializers: {
        req: (req) => ({ method: req.method, url: req.url, path: (req.url ?? "").split("?")[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => (req.url ?? "").startsWith("/assets/") },
    }),
  );
  app.use(securityHeaders);


  // Clean URLs without a trailing slash; /about/ → /about.
  app.use((req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
      const query = req.url.slice(req.path.length);
      res.redirect(301, req.path.replace(/\/+$/, "") + query);
      return;
    }
    next();
  });

  // Prerendered pages, hashed assets, public files (illustrations, icons, sitemap.xml, robots.txt) and .data files.
  app.use(serveBuilt);

  // Everything after the built files is made per request: compressed on the fly.
  app.use(compression());

  // The client's address for the quote rate limit, always set here so a visitor cannot supply it.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
    next();
  });

  // The quote endpoint reads Node's request stream directly (busboy to disk, no web-stream round trip).
  const handleQuoteApi = build.entry.module.handleQuoteApi;
  if (handleQuoteApi) {
    app.post("/functions/v1/submit-quote", (req, res, next) => {
      handleQuoteApi(req, res).catch(next);
    });
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV ?? "production",
    }),
  );
  return app;
}

const app = createApp();
await build.entry.module.startServices?.();
const server = app.listen(port, () => {
  log.info({ port, url: `http://localhost:${port}` }, "server listening");
});
// A request (headers and body) must finish within two minutes: slow-drip uploads cannot hold sockets for ever.
server.requestTimeout = 120_000;
server.headersTimeout = 30_000;

function shutdown(signal: string) {
  log.info({ signal }, "shutting down");
  server.close();
  void (build.entry.module.stopServices?.() ?? Promise.resolve()).finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
