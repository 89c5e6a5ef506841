import { log } from "../../log.server";
import { getServices } from "../../services.server";
import { signInState } from "../auth/session.server";
import { plainText, redirect } from "./kit.server";
import { staffRoutes } from "./routes.server";
import type { StaffRoute } from "./types.server";

/** Staff pages are never cached, never indexed, never framed and run no script at all. */
export const STAFF_HEADERS: Record<string, string> = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

const compiled = staffRoutes.map((route) => ({ route, pattern: new URLPattern({ pathname: route.path }) }));

/* eslint-disable-next-line no-control-regex */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The route a method and path belong to, with its decoded parameters; undefined when none does,
 * "bad-request" when a parameter holds control characters (no reference or position has any).
 */
export function matchStaffRoute(method: string, pathname: string): { route: StaffRoute; params: Record<string, string> } | "method-not-allowed" | "bad-request" | undefined {
  let pathMatched = false;
  for (const { route, pattern } of compiled) {
    const match = pattern.exec({ pathname });
    if (!match) continue;
    pathMatched = true;
    if (route.method !== method && !(route.method === "GET" && method === "HEAD")) continue;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.pathname.groups)) {
      if (value === undefined) continue;
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
      if (CONTROL_CHARACTERS.test(params[name])) return "bad-request";
    }
    return { route, params };
  }
  return pathMatched ? "method-not-allowed" : undefined;
}

function withStaffHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(STAFF_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}


/**
 * Every request under /staff: finds its route, checks the sign-in for staff routes before anything
 * of the request is read, and runs the handler.
 */
export async function handleStaffRequest(request: Request, clientIp: string): Promise<Response> {
  const url = new URL(request.url);
  const found = matchStaffRoute(request.method, url.pathname);
  if (found === undefined) return withStaffHeaders(plainText(404, "Not found"));
  if (found === "method-not-allowed") return withStaffHeaders(plainText(405, "Method not allowed"));
  if (found === "bad-request") return withStaffHeaders(plainText(400, "This address has control characters in it: no staff page has any."));
  const { route, params } = found;
  const services = await getServices();
  const context = { request, url, params, clientIp, services };
  try {
    if (route.access === "public") return withStaffHeaders(await route.handle(context));
    const current = await signInState(request, services);
    if (current.state !== "signed-in") {
      if (route.kind === "file") {
        return withStaffHeaders(plainText(401, "Sign in first"));
      }
      const next = request.method === "GET" ? url.pathname + url.search : url.pathname;
      const to =
        current.state === "needs-setup" ? "/staff/setup" : current.state === "needs-second-factor" ? "/staff/two-factor" : `/staff/sign-in?next=${encodeURIComponent(next)}`;
      return withStaffHeaders(redirect(to));
    }
    const response = withStaffHeaders(await route.handle({ ...context, staff: current.staff }));
    // A session pushed on (sliding expiry) sends its cookie again, unless the handler set its own.
    if (current.setCookies && !response.headers.has("set-cookie")) for (const line of current.setCookies) response.headers.append("Set-Cookie", line);
    return response;
  } catch (error) {
    if (error instanceof Response) return withStaffHeaders(error);
    log.error({ err: error, method: request.method, path: url.pathname }, "staff request failed");
    return withStaffHeaders(plainText(500, "Something went wrong"));
  }
}
