/**
 * The web server, composed from one module per job (http/): canonical paths, security headers,
 * request logs, built files from memory, the same-site check, the quote endpoint, React Router for
 * everything rendered on request, and the last-resort error answer. This file reads the settings,
 * starts the app's services, listens, and stops cleanly.
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { RouterContextProvider } from "react-router";
import { readEnv, type Env } from "./app/server/env.server.ts";
import { placeholders } from "./app/server/launch-check.server.ts";
import { log } from "./app/server/log.server.ts";
import { PRIVATE_UMASK } from "./app/server/data-dir.server.ts";
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "./app/lib/quote-limits.ts";
import { dataDirRefusal, startupRefusal } from "./app/server/startup-checks.server.ts";
import { canonicalPaths } from "./http/canonical-redirects.ts";
import { clientAddress } from "./http/client-address.ts";
import { unexpectedErrors } from "./http/errors.ts";
import { requestLog } from "./http/request-log.ts";
import { refuseCrossSite } from "./http/same-site.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { staticFiles } from "./http/static-files.ts";

/** What the built app's entry module offers the server (app/entry.server.tsx). */
interface AppEntry {
  startServices(env: Env): Promise<void>;
  stopServices(): Promise<void>;
  handleQuoteApi(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, clientIp: string): Promise<void>;
  loadContextFor(info: { clientIp: string }): RouterContextProvider;
  handleStaffRequest(request: Request, clientIp: string): Promise<Response>;
  handleBookingRequest(request: Request, clientIp: string): Promise<Response>;
  claimValues(): import("./app/content/claims.ts").ClaimValues;
}

/** Staff forms are a few fields; anything larger is not one of ours. */
const STAFF_BODY_MAX_BYTES = 64 * 1024;
/** Except the tip-run form, which carries one photo of the weighbridge ticket (the intake's photo limit). */
const STAFF_UPLOAD_PATH = "/staff/disposals";
const STAFF_UPLOAD_MAX_BYTES = MAX_PHOTO_BYTES + STAFF_BODY_MAX_BYTES;
/**
 * And the completion form, which carries a drawn signature (a PNG data URL of up to 256 KB as base64)
 * and up to the intake's number of photos of the cleared space, each within its size.
 */
const COMPLETE_BODY_MAX_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024;
const COMPLETE_PATH = /^\/staff\/jobs\/[0-9a-f-]{36}\/complete$/;

/**
 * A body refused unread (too large, or by the sign-in check before a handler reads it) of up to this
 * declared size is read and dropped before the answer is sent, so the answer reaches the browser: a
 * connection closed with unread data is reset, and the reset can overtake the answer. Anything
 * larger, or of no declared length, is left unread.
 */
const DRAIN_MAX_BYTES = 1024 * 1024;

/**
 * A side of the site served outside React Router (staff, the customer's booking page): a body over
 * `maxBytes` gets 413 before anything is read; otherwise `handle` answers. Either way a small body
 * left unread is dropped first (DRAIN_MAX_BYTES).
 */
function fetchSide(
  maxBytes: (req: express.Request) => number,
  handle: (request: Request, clientIp: string) => Promise<Response>,
): express.RequestHandler {
  return (req, res, next) => {
    const request = createRequest(req, res);
    // A chunked body has no declared size: it is refused, as is one over the path's limit.
    const declared = req.headers["transfer-encoding"] ? Number.NaN : Number(req.headers["content-length"] ?? 0);
    const known = Number.isSafeInteger(declared);
    const answered =
      !known || declared > maxBytes(req)
        ? Promise.resolve(new Response("Request too large", { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } }))
        : handle(request, clientAddress(req));
    answered
      .then(async (response) => {
        if (known && declared <= DRAIN_MAX_BYTES && request.body && !request.bodyUsed) await request.arrayBuffer().catch(() => undefined);
        await sendResponse(res, response);
      })
      .catch(next);
  };
}

// Whatever this process makes (PGlite's folders, photos from the image library, emails kept as
// files) is its user's alone; the code also gives what it makes its mode (app/server/data-dir.server.ts).
process.umask(PRIVATE_UMASK);

let env: Env;
try {
  env = readEnv();
} catch (error) {
  log.fatal((error as Error).message);
  process.exit(1);
}
log.level = env.LOG_LEVEL;

// `npm run build` bundles this file into build/server.js; the build's files are beside it.
const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.basename(here) === "build" ? here : path.join(here, "build");

// Placeholders on a public site, settings other than the build's, or a DATA_DIR open to others that
// cannot be closed: say which, and stop.
const builtWith = existsSync(path.join(buildDir, "settings.json"))
  ? JSON.parse(readFileSync(path.join(buildDir, "settings.json"), "utf8"))
  : {};
const refusal = startupRefusal(env, builtWith) ?? dataDirRefusal(env.dataDir);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
if (env.ALLOW_PLACEHOLDERS && placeholders(env).length)
  log.warn({ placeholders: placeholders(env).length }, "starting with placeholders (ALLOW_PLACEHOLDERS=1)");

const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild & { entry: { module: AppEntry } };
const entry = build.entry.module;

export function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestLog(log));
  app.use(securityHeaders(env.REVIEWS_WIDGET_SRC));
  app.use(canonicalPaths);

  // Prerendered pages, hashed assets, public files (illustrations, icons, sitemap.xml, robots.txt) and .data files.
  app.use(
    staticFiles(path.join(buildDir, "client"), path.join(buildDir, "csp-hashes.json"), env.REVIEWS_WIDGET_SRC, () => entry.claimValues())
      .serve,
  );

  // Nothing from another website may post to us.
  app.use(refuseCrossSite(new URL(env.SITE_URL).origin, log));

  // Everything after the built files is made per request: compressed on the fly.
  app.use(compression());

  // The quote endpoint reads Node's request stream directly (busboy to disk, no web-stream round trip).
  app.post("/functions/v1/submit-quote", (req, res, next) => {
    entry.handleQuoteApi(req, res, clientAddress(req)).catch(next);
  });

  // The staff side: server-rendered pages with no script (but the completion form's signature pad, decision 18, and the passkey buttons, decision 30), outside React Router, so nothing of it
  // reaches a public page's JavaScript or route manifest (docs/decisions/0007-staff-inbox.md).
  app.all(
    ["/staff", "/staff/{*splat}"],
    fetchSide(
      (req) =>
        req.method !== "POST"
          ? STAFF_BODY_MAX_BYTES
          : req.path === STAFF_UPLOAD_PATH
            ? STAFF_UPLOAD_MAX_BYTES
            : COMPLETE_PATH.test(req.path)
              ? COMPLETE_BODY_MAX_BYTES
              : STAFF_BODY_MAX_BYTES,
      (request, clientIp) => entry.handleStaffRequest(request, clientIp),
    ),
  );

  // The customer's booking page (a private link): server-rendered with no script, outside React
  // Router for the same reason. Its forms are a few fields too.
  app.all(
    ["/booking", "/booking/{*splat}"],
    fetchSide(
      () => STAFF_BODY_MAX_BYTES,
      (request, clientIp) => entry.handleBookingRequest(request, clientIp),
    ),
  );

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      // The client's address, as Express works it out under TRUST_PROXY; never a header the visitor sends.
      getLoadContext: (req) => entry.loadContextFor({ clientIp: clientAddress(req) }),
    }),
  );
  app.use(unexpectedErrors(log));
  return app;
}

await entry.startServices(env);
// Request headers within 20 s; a whole request within 5 minutes, so 200 MB of photos still arrive at
// 10 Mbit/s (about 170 s); both checked every 5 s. An upload that sends nothing for 30 s is dropped
// by the intake itself (UPLOAD_LIMITS.idleMs), which can then answer; a socket timeout here would
// also cut off a quote whose photos are still being checked after the last byte arrived.
const server = http.createServer({ headersTimeout: 20_000, requestTimeout: 300_000, connectionsCheckingInterval: 5_000 }, createApp());
server.maxConnections = env.MAX_CONNECTIONS;

/**
 * While the services stop, nothing else may be keeping the process alive (the data folder's lock is
 * released through an unref'd helper): without this, Node could end the process before "stopped",
 * with exit code 0 whatever was meant.
 */
const stayAlive = () => setInterval(() => {}, 1000);

// The port taken (or not ours to take): one line that says what to do, the services stopped, exit 1.
server.once("error", (error: NodeJS.ErrnoException) => {
  if (server.listening) throw error;
  const reason =
    error.code === "EADDRINUSE"
      ? `Port ${env.PORT} is in use by another program: stop it, or start this server with another PORT.`
      : error.code === "EACCES"
        ? `Port ${env.PORT} needs privileges this user does not have: choose a PORT above 1023, or let a proxy listen on it.`
        : `Could not listen on port ${env.PORT} (${error.code ?? error.message}).`;
  console.error(`Refusing to start: ${reason}`);
  stayAlive();
  void entry
    .stopServices()
    .catch((stopError: unknown) => log.error({ err: stopError }, "stopping the services failed"))
    .finally(() => process.exit(1));
});
server.listen(env.PORT, () => {
  log.info({ port: env.PORT, url: `http://localhost:${env.PORT}` }, "server listening");
  const site = new URL(env.SITE_URL);
  if (["localhost", "127.0.0.1", "[::1]"].includes(site.hostname) && Number(site.port || 80) !== env.PORT) {
    // Links in emails (a customer's booking page, the office's "Open" links) are made from SITE_URL.
    log.warn(
      { siteUrl: env.SITE_URL, port: env.PORT },
      `links in emails point to ${env.SITE_URL}, not to this server: build and serve with SITE_URL=http://localhost:${env.PORT}`,
    );
  }
});

/**
 * SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (an upload may take
 * up to 30 s more), then stop the email worker (it finishes the message it is sending), close the
 * database and release the data directory. Past 35 s the process exits regardless.
 */
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down: finishing requests in flight");
  stayAlive();
  setTimeout(() => {
    log.warn("requests still in flight after 35 s; exiting");
    process.exit(1);
  }, 35_000).unref();
  server.close(() => {
    void entry
      .stopServices()
      .then(() => log.info("stopped"))
      .catch((error: unknown) => log.error({ err: error }, "stopping the services failed"))
      .finally(() => process.exit(0));
  });
  // Keep-alive connections with no request in progress would otherwise hold close() open.
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
