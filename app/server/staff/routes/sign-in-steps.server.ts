/**
 * What the sign-in steps share (the sign-in, the second factor, the set-up, sign-out, and the
 * account's passkeys): the staff pages' headers, where a visitor stands, and the sign-in's deps and
 * visitor. The sign-in's modules are imported when a step first needs them, so better-auth is
 * loaded on the first staff request, not at start.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestInfoContext, runtimeContext } from "../../runtime.server";

export { staffPageHeaders } from "./signed-in.server";

type Context = Readonly<RouterContextProvider>;

const formPosted = createContext<boolean>(false);

/**
 * A form posted to a sign-in step is answered by the step's action alone: a redirect, or the page
 * drawn from what the action answered. React Router runs the page's loader after the action all
 * the same, on the same cookies; told so here, the loader does nothing (it would send someone the
 * action has just signed in on to the next step, or draw the page as it stood before the post).
 */
export const markFormPosts: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") context.set(formPosted, true);
  return next();
};

/** True when this request posted a form, which the step's action has answered. */
export const answeredByAction = (context: Context) => context.get(formPosted);

/** Where the request stands with the sign-in, from its session cookie. */
export async function whereVisitorStands(request: Request, context: Context) {
  const { signInState } = await import("../auth/session.server");
  return signInState(request, context.get(runtimeContext));
}

/** The sign-in's deps, and the visitor of this request (its cookies, its address as the server worked it out, its user agent). */
export async function signInParts(request: Request, context: Context) {
  const { signInDeps, visitorOf } = await import("../auth/credentials.server");
  const runtime = context.get(runtimeContext);
  return { runtime, deps: signInDeps(runtime), visitor: visitorOf({ request, clientIp: context.get(requestInfoContext)?.clientIp ?? "" }) };
}

/** The headers that set these cookies. */
export function setCookieHeaders(setCookies: readonly string[] = []): Headers {
  const headers = new Headers();
  for (const line of setCookies) headers.append("Set-Cookie", line);
  return headers;
}
