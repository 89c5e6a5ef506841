/**
 * The composition root of the web site, and the server bundle's entry (build/server/index.js): it
 * starts the runtime (database, photos, email, timers), the staff terminal's socket, and composes
 * the web server from one module per job (http/): canonical paths, security headers, request logs,
 * built files from memory, the same-site check, body limits, the quote endpoint, React Router for
 * every page made on request, and the last-resort error answer. Every request React Router answers
 * carries the runtime and the visitor's address in its context (app/server/runtime.server.ts).
 *
 * It also re-exports React Router's server build, which the build's prerender reads from this same
 * file: one module graph, one runtime, whatever serves the request.
 */
import path from "node:path";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import type { ClaimValues } from "../../content/claims";
import { UNBACKED } from "../../content/claims";
import { bodyLimits } from "../../../http/body-limits";
import { canonicalPaths } from "../../../http/canonical-redirects";
import { clientAddress } from "../../../http/client-address";
import { unexpectedErrors } from "../../../http/errors";
import { pages } from "../../../http/pages";
import { requestLog } from "../../../http/request-log";
import { refuseCrossSite } from "../../../http/same-site";
import { securityHeaders } from "../../../http/security-headers";
import { staticFiles } from "../../../http/static-files";
import type { Env } from "../env.server";
import { log } from "../log.server";
import { handleApiPostNode } from "../quotes/api-post.server";
import { requestInfoContext, runtimeContext, type Runtime } from "../runtime.server";
import { startStaffSocket, type StaffSocket } from "../staff/auth/socket.server";
import { startRuntime } from "./runtime.server";

export * from "virtual:react-router/server-build";

export interface Site {
  /** The web server, ready to listen. */
  app: express.Express;
  /** The public claims' values now, filled into the pages (none backed once stopped). */
  claimValues(): ClaimValues;
  /** Stops the socket, the timers, the email worker and the database. */
  stop(): Promise<void>;
}

/** The context React Router hands every loader, action and middleware of this request. */
function routerContext(runtime: Runtime, clientIp: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(runtimeContext, runtime);
  context.set(requestInfoContext, { clientIp });
  return context;
}

function createApp(env: Env, runtime: Runtime, buildDir: string): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestLog(log));
  app.use(securityHeaders(env.REVIEWS_WIDGET_SRC));
  app.use(canonicalPaths);

  // Prerendered pages, hashed assets, public files (illustrations, icons, sitemap.xml, robots.txt) and .data files.
  app.use(
    staticFiles(path.join(buildDir, "client"), path.join(buildDir, "csp-hashes.json"), env.REVIEWS_WIDGET_SRC, () =>
      runtime.claims.current(),
    ).serve,
  );

  // Nothing from another website may post to us.
  app.use(refuseCrossSite(new URL(env.SITE_URL).origin, log));

  // Everything after the built files is made per request: compressed on the fly.
  app.use(compression());

  // The quote endpoint reads Node's request stream directly (busboy to disk, no web-stream round trip).
  app.post("/functions/v1/submit-quote", (req, res, next) => {
    handleApiPostNode(runtime, req, res, clientAddress(req)).catch(next);
  });

  // Staff and booking forms are a few fields (the tip run's ticket and the completion's photos excepted):
  // anything larger is refused before React Router reads it.
  app.use(bodyLimits);

  // The client's address, as Express works it out under TRUST_PROXY; never a header the visitor sends.
  app.all(
    "/{*splat}",
    pages(build as unknown as ServerBuild, env.NODE_ENV, (req) => routerContext(runtime, clientAddress(req))),
  );
  app.use(unexpectedErrors(log));
  return app;
}

/** Starts the runtime and the staff socket, and composes the web server on them. */
export async function startSite(env: Env, buildDir: string): Promise<Site> {
  log.level = env.LOG_LEVEL;
  const runtime = await startRuntime(env);
  let staffSocket: StaffSocket | undefined;
  // PGlite: `npm run staff` reaches the database through this server; better-auth is loaded on the first command, not at start.
  if (runtime.database.kind === "pglite") {
    staffSocket = await startStaffSocket(env.dataDir, async () => {
      const { staffAuthFor } = await import("../staff/auth/auth.server");
      return {
        db: runtime.database.db,
        auth: staffAuthFor({ db: runtime.database.db, appSecret: runtime.secret, siteUrl: env.SITE_URL }),
        siteUrl: env.SITE_URL,
        photoStore: runtime.photoStore,
        dataDir: env.dataDir,
      };
    });
  }
  let running = true;
  return {
    app: createApp(env, runtime, buildDir),
    claimValues: () => (running ? runtime.claims.current() : UNBACKED),
    async stop() {
      running = false;
      await staffSocket?.close();
      await runtime.stop();
    },
  };
}
