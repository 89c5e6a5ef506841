/**
 * The process: reads the settings, refuses to start on placeholders, foreign settings or a DATA_DIR
 * open to others, starts the site (the composition root in the server bundle,
 * app/server/root/site.server.ts), listens, and stops cleanly on SIGTERM or SIGINT.
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readEnv, type Env } from "./app/server/env.server.ts";
import { placeholders } from "./app/server/launch-check.server.ts";
import { log } from "./app/server/log.server.ts";
import { PRIVATE_UMASK } from "./app/server/data-dir.server.ts";
import { dataDirRefusal, startupRefusal } from "./app/server/startup-checks.server.ts";
import type { Site } from "./app/server/root/site.server.ts";

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

const { startSite } = (await import(path.join(buildDir, "server", "index.js"))) as { startSite(env: Env, buildDir: string): Promise<Site> };
const site = await startSite(env, buildDir);
// Request headers within 20 s; a whole request within 5 minutes, so 200 MB of photos still arrive at
// 10 Mbit/s (about 170 s); both checked every 5 s. An upload that sends nothing for 30 s is dropped
// by the intake itself (UPLOAD_LIMITS.idleMs), which can then answer; a socket timeout here would
// also cut off a quote whose photos are still being checked after the last byte arrived.
const server = http.createServer({ headersTimeout: 20_000, requestTimeout: 300_000, connectionsCheckingInterval: 5_000 }, site.app);
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
  void site
    .stop()
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
    void site
      .stop()
      .then(() => log.info("stopped"))
      .catch((error: unknown) => log.error({ err: error }, "stopping the services failed"))
      .finally(() => process.exit(0));
  });
  // Keep-alive connections with no request in progress would otherwise hold close() open.
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
