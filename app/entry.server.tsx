import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { contentSecurityPolicy } from "./lib/csp";

export const streamTimeout = 5_000;

/** Render the whole document before sending (bots, prerendering) or stream it to browsers. */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the build-time prerender (which sends no user agent) get the complete document.
    const waitForAll = !userAgent || isbot(userAgent) || routerContext.isSpaMode;
    const readyOption = waitForAll ? "onAllReady" : "onShellReady";
    // Pages rendered on request get a fresh nonce for their inline scripts; prerendered pages (built
    // without one) are allowed by the hashes of their scripts, which server.ts sends with them.
    const nonce = process.env.CLEARANCE_RUNTIME ? randomBytes(16).toString("base64") : undefined;
    if (nonce) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ nonce, widgetSrc: process.env.REVIEWS_WIDGET_SRC }));
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** POST /functions/v1/submit-quote on Node's request and response, for server.ts. */
export async function handleQuoteApi(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse): Promise<void> {
  const { handleApiPostNode } = await import("./server/quotes/api-post.server");
  await handleApiPostNode(request, response);
}

/** Called by server.ts before it listens: database, migrations, leftovers, the email worker. */
export async function startServices(): Promise<void> {
  const { getServices } = await import("./server/services.server");
  await getServices();
}

export async function stopServices(): Promise<void> {
  const { stopServices } = await import("./server/services.server");
  await stopServices();
}
