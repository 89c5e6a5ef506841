import { randomBytes } from "node:crypto";
import { fillClaimTokens, UNBACKED, type ClaimValues } from "./content/claims";
import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { QuoteForm } from "./components/quote/quote-form";
import { renderQuoteFormOnServerWith } from "./components/quote/quote-form-island";
import { contentSecurityPolicy } from "./lib/csp";
import { deferModuleHints } from "./server/module-hints.server";
import type { Env } from "./server/env.server";
import type { Runtime } from "./kernel/runtime";
import { log } from "./server/log.server";
import { provideRuntime, requestInfo } from "./server/request-context.server";

/** The process's runtime (app/server/root/runtime.server.ts), loaded on first use. */
const runtime = async (): Promise<Runtime> => (await import("./server/root/runtime.server")).getRuntime();

// Loaders and actions reach the runtime through app/server/request-context.server.ts.
provideRuntime(runtime);

export { loadContextFor } from "./server/request-context.server";

export const streamTimeout = 5_000;

// The /contact form is rendered whole on the server; in the browser its code loads on first use.
renderQuoteFormOnServerWith(QuoteForm);

/** Render the whole document before sending (bots, prerendering) or stream it to browsers. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the build-time prerender (which sends no user agent) get the complete document.
    const waitForAll = !userAgent || isbot(userAgent) || routerContext.isSpaMode;
    const readyOption = waitForAll ? "onAllReady" : "onShellReady";
    // Pages rendered on request get a fresh nonce for their inline scripts; prerendered pages (built
    // without one) are allowed by the hashes of their scripts, which server.ts sends with them.
    const servingVisitor = loadContext.get(requestInfo) !== null;
    const nonce = servingVisitor ? randomBytes(16).toString("base64") : undefined;
    if (nonce)
      responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ nonce, widgetSrc: __REVIEWS_WIDGET_SRC__ || undefined }));
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // A finished part is sent in place, however large: React would otherwise send a large one (the
      // /contact form) hidden after the page and show it by script, so without JavaScript it stayed hidden.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        // Pages made for a visitor get what the build does to prerendered ones: no module hints in
        // <head>, and the public claims filled in from the records (text made when the server started
        // carries their tokens, as a prerendered page does).
        const sent = nonce ? body.pipe(deferModuleHints()).pipe(claimsFilled(claimValues())) : body;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(sent), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log.error({ err: error, path: new URL(request.url).pathname }, "page render failed");
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The page whole, its claim tokens filled (pages made on request are small: a form's answer, a 404). */
function claimsFilled(values: ClaimValues): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
    flush(done) {
      done(null, Buffer.from(fillClaimTokens(Buffer.concat(chunks).toString("utf8"), values)));
    },
  });
}

/** Errors in loaders, actions and rendering: logged through pino (never React Router's console output). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error({ err: error, method: request.method, path: new URL(request.url).pathname }, "route error");
};

/** POST /functions/v1/submit-quote on Node's request and response, for server.ts. */
export async function handleQuoteApi(
  request: import("node:http").IncomingMessage,
  response: import("node:http").ServerResponse,
  clientIp: string,
): Promise<void> {
  const { handleApiPostNode } = await import("./server/quotes/api-post.server");
  await handleApiPostNode(await runtime(), request, response, clientIp);
}

/** Called by server.ts before it listens: database, migrations, leftovers, the email worker. */
export async function startServices(env: Env): Promise<void> {
  const { getRuntime } = await import("./server/root/runtime.server");
  const services = await getRuntime(env);
  currentClaims = () => services.claims.current();
  // PGlite: `npm run staff` reaches the database through this server (app/server/staff/auth/socket.server.ts).
  if (services.database.kind === "pglite") {
    const { startStaffSocket } = await import("./server/staff/auth/socket.server");
    // better-auth is loaded on the first command, not at start.
    staffSocket = await startStaffSocket(env.dataDir, async () => {
      const { staffAuthFor } = await import("./server/staff/auth/auth.server");
      return {
        db: services.database.db,
        auth: staffAuthFor({ db: services.database.db, appSecret: services.secret, siteUrl: env.SITE_URL }),
        siteUrl: env.SITE_URL,
        photoStore: services.photoStore,
        dataDir: env.dataDir,
      };
    });
  }
}

let staffSocket: { close(): Promise<void> } | undefined;
let currentClaims: (() => ClaimValues) | undefined;

/** The public claims' values now, for server.ts to fill into the prerendered pages (none backed before the services start). */
export function claimValues(): ClaimValues {
  return currentClaims?.() ?? UNBACKED;
}

export async function stopServices(): Promise<void> {
  const { stopRuntime } = await import("./server/root/runtime.server");
  await staffSocket?.close();
  staffSocket = undefined;
  currentClaims = undefined;
  await stopRuntime();
}

/** Requests under /staff; the staff side (better-auth included) is loaded on the first one. */
export async function handleStaffRequest(request: Request, clientIp: string): Promise<Response> {
  const [{ handleStaffRequest: handle }, { matchStaffRoute }] = await Promise.all([
    import("./server/staff/dispatch.server"),
    import("./server/staff/route-table.server"),
  ]);
  return handle(await runtime(), matchStaffRoute, request, clientIp);
}

/** The customer's booking page (/booking/<token>), loaded on the first request. */
export async function handleBookingRequest(request: Request, clientIp: string): Promise<Response> {
  const { handleBookingRequest: handle } = await import("./server/booking/pages/dispatch.server");
  return handle(await runtime(), request, clientIp);
}
