import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { requestInfoContext, runtimeContext, type Runtime } from "../../app/server/runtime.server";

/*
 * Requests to the customer's private link (/booking/…) as the server hands them over: through React
 * Router's server build (made by its Vite plugin in the tests too), with the runtime and the
 * visitor's address in the router's context.
 */

export interface CustomerRequestOptions {
  /** The time the request states (X-Test-Now), for services on the test clock. */
  now?: Date;
  /** Sent as a form post; without it the request is a GET. */
  form?: Record<string, string> | URLSearchParams;
  /** Another method than the form's POST or the GET. */
  method?: string;
  /** The visitor's address, as the server works it out. */
  clientIp?: string;
  /** What else the browser sends (its Origin and Sec-Fetch-Site with a form). */
  headers?: Record<string, string>;
}

let pages: Promise<(request: Request, context: RouterContextProvider) => Promise<Response>> | undefined;
function pageHandler() {
  pages ??= import("virtual:react-router/server-build").then((build) =>
    createRequestHandler(build as unknown as ServerBuild, "production"),
  );
  return pages;
}

/** A GET of `target` under the customer's link, or a form post with `form`. */
export async function customerRequest(services: Runtime, target: string, options: CustomerRequestOptions = {}): Promise<Response> {
  const form = options.form && !(options.form instanceof URLSearchParams) ? new URLSearchParams(options.form) : options.form;
  const request = new Request(new URL(target, "https://www.example.com"), {
    method: options.method ?? (form ? "POST" : "GET"),
    body: form,
    headers: { ...options.headers, ...(options.now ? { "x-test-now": options.now.toISOString() } : {}) },
  });
  const context = new RouterContextProvider();
  context.set(runtimeContext, services);
  context.set(requestInfoContext, { clientIp: options.clientIp ?? "203.0.113.7" });
  return (await pageHandler())(request, context);
}
