/**
 * The staff pages' guard: React Router middleware on the layout every signed-in staff route sits
 * under (app/routes.ts). Before any loader or action of the page runs, and before its body is read,
 * the request's session must be signed in with both factors: otherwise a page answers with the way
 * to the sign-in step it stands at, and a file with 401. The member of staff goes into the router's
 * context for the page. Every answer carries the staff pages' headers (never cached, never indexed).
 * better-auth is loaded on the first staff request, not at start.
 */
import { redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { hasRefusedCharacters } from "../../../kernel/text";
import { signedInPageAt } from "../../../staff-pages";
import { withPageHeaders } from "../../page-policy.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";

const plain = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** A path's part holding control characters: no reference, number or name of ours has any. */
function refusedParameter(params: Record<string, string | undefined>): Response | undefined {
  if (Object.values(params).some((value) => value !== undefined && hasRefusedCharacters(value)))
    return withPageHeaders(plain(400, "This address has control characters in it: no staff page has any."));
  return undefined;
}

/** The staff pages' headers on every answer of the sign-in steps. */
export const staffPageHeaders: MiddlewareFunction<Response> = async ({ params }, next) =>
  refusedParameter(params) ?? withPageHeaders(await next());

export const requireSignIn: MiddlewareFunction<Response> = async ({ request, params, context, pattern }, next) => {
  const refused = refusedParameter(params);
  if (refused) return refused;
  const { signInState } = await import("../auth/session.server");
  const current = await signInState(request, context.get(runtimeContext));
  if (current.state !== "signed-in") {
    if (signedInPageAt(pattern)?.kind === "file") return withPageHeaders(plain(401, "Sign in first"));
    const url = new URL(request.url);
    const next = request.method === "GET" ? url.pathname + url.search : url.pathname;
    const to =
      current.state === "needs-setup"
        ? "/staff/setup"
        : current.state === "needs-second-factor"
          ? "/staff/two-factor"
          : `/staff/sign-in?next=${encodeURIComponent(next)}`;
    return withPageHeaders(redirect(to, 303));
  }
  context.set(staffContext, current.staff);
  const response = withPageHeaders(await next());
  // A session pushed on (sliding expiry) sends its cookie again, unless the page set its own.
  if (current.setCookies && !response.headers.has("set-cookie"))
    for (const line of current.setCookies) response.headers.append("Set-Cookie", line);
  return response;
};

/** What the staff pages' header shows of who is signed in. */
export const signedInHeader = (context: Readonly<RouterContextProvider>) => ({ email: context.get(staffContext).email });
