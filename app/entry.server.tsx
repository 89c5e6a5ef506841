import { randomBytes } from "node:crypto";
import { fillClaimTokens, type ClaimValues } from "./content/claims";
import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { contentSecurityPolicy } from "./lib/csp";
import { log } from "./server/log.server";
import { PAGE_CSP } from "./server/page-policy.server";
import { requestInfoContext, runtimeContext } from "./server/runtime.server";
import type { RouteHandle } from "./root";

/*
 * React Router's document renderer: every page made on request and every page the build prerenders
 * is rendered here, and nothing else is done here (the composition root, app/server/root, starts the
 * services and hands them to loaders in the router's context).
 */

export const streamTimeout = 5_000;

/**
 * A page made for one person (a staff page, the customer's booking link): the whole document at
 * once, as plain HTML that never hydrates, under the pages' strict policy unless the page named its
 * own (a page that runs its one script).
 */
function privatePage(request: Request, status: number, headers: Headers, routerContext: EntryContext): Response {
  const html = renderToStaticMarkup(<ServerRouter context={routerContext} url={request.url} />);
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", PAGE_CSP);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}

/** The shell a page's routes ask for: a public page's (none), or a private one's. */
const shellOf = (routerContext: EntryContext) =>
  routerContext.staticHandlerContext.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.shell).find(Boolean);

/** Render the whole document before sending (bots, prerendering, private pages) or stream it to browsers. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (shellOf(routerContext)) return privatePage(request, responseStatusCode, responseHeaders, routerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the build-time prerender (which sends no user agent) get the complete document.
    const waitForAll = !userAgent || isbot(userAgent) || routerContext.isSpaMode;
    const readyOption = waitForAll ? "onAllReady" : "onShellReady";
    // Pages rendered on request get a fresh nonce for their inline scripts; prerendered pages (built
    // without one) are allowed by the hashes of their scripts, which server.ts sends with them.
    const servingVisitor = loadContext.get(requestInfoContext) !== null;
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
        // Pages made for a visitor get the public claims filled in from the records (text made when the
        // server started carries their tokens, as a prerendered page does).
        const sent = nonce ? body.pipe(claimsFilled(loadContext.get(runtimeContext).claims.current())) : body;
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
