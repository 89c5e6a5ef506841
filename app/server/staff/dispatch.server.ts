import { log } from "../log.server";
import { signInState } from "./auth/session.server";
import { plainText, redirect } from "../../kernel/page/kit.server";
import { withPageHeaders } from "../../kernel/page/document.server";
import type { Runtime } from "../runtime.server";
import type { StaffRoute } from "../../kernel/page/staff-route.server";
import { hasRefusedCharacters } from "../../kernel/text";

/**
 * The route a method and path belong to, with its decoded parameters; undefined when none does,
 * "bad-request" when a parameter holds control characters (no reference or position has any).
 */
export type StaffRouteMatcher = (
  method: string,
  pathname: string,
) => { route: StaffRoute; params: Record<string, string> } | "method-not-allowed" | "bad-request" | undefined;

/** The matcher of a route table (the composition root gathers each feature's staff routes). */
export function staffRouteMatcher(routes: readonly StaffRoute[]): StaffRouteMatcher {
  const compiled = routes.map((route) => ({ route, pattern: new URLPattern({ pathname: route.path }) }));
  return (method, pathname) => matchIn(compiled, method, pathname);
}

function matchIn(compiled: { route: StaffRoute; pattern: URLPattern }[], method: string, pathname: string): ReturnType<StaffRouteMatcher> {
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
      if (hasRefusedCharacters(params[name])) return "bad-request";
    }
    return { route, params };
  }
  return pathMatched ? "method-not-allowed" : undefined;
}

/**
 * Every request under /staff: finds its route, checks the sign-in for staff routes before anything
 * of the request is read, and runs the handler.
 */
export async function handleStaffRequest(
  runtime: Runtime,
  matchStaffRoute: StaffRouteMatcher,
  request: Request,
  clientIp: string,
): Promise<Response> {
  const url = new URL(request.url);
  const found = matchStaffRoute(request.method, url.pathname);
  if (found === undefined) return withPageHeaders(plainText(404, "Not found"));
  if (found === "method-not-allowed") return withPageHeaders(plainText(405, "Method not allowed"));
  if (found === "bad-request") return withPageHeaders(plainText(400, "This address has control characters in it: no staff page has any."));
  const { route, params } = found;
  const context = { request, url, params, clientIp, services: runtime };
  try {
    if (route.access === "public") return withPageHeaders(await route.handle(context));
    const current = await signInState(request, runtime);
    if (current.state !== "signed-in") {
      if (route.kind === "file") {
        return withPageHeaders(plainText(401, "Sign in first"));
      }
      const next = request.method === "GET" ? url.pathname + url.search : url.pathname;
      const to =
        current.state === "needs-setup"
          ? "/staff/setup"
          : current.state === "needs-second-factor"
            ? "/staff/two-factor"
            : `/staff/sign-in?next=${encodeURIComponent(next)}`;
      return withPageHeaders(redirect(to));
    }
    const response = withPageHeaders(await route.handle({ ...context, staff: current.staff }));
    // A session pushed on (sliding expiry) sends its cookie again, unless the handler set its own.
    if (current.setCookies && !response.headers.has("set-cookie"))
      for (const line of current.setCookies) response.headers.append("Set-Cookie", line);
    return response;
  } catch (error) {
    log.error({ err: error, method: request.method, path: url.pathname }, "staff request failed");
    return withPageHeaders(plainText(500, "Something went wrong"));
  }
}
