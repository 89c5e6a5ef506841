/**
 * The staff pages' guard: React Router middleware on the layout every signed-in staff route sits
 * under (app/routes.ts). Before any loader or action of the page runs, and before its body is read,
 * the request's session must be signed in with both factors: otherwise a page answers with the way
 * to the sign-in step it stands at, and a file with 401. The member of staff goes into the router's
 * context for the page. Then the page's roles (app/staff-pages.ts, decision 39): a member of staff
 * whose role may not open it, or a crew member asking for a job that is not theirs, is refused with
 * 403 before anything of the page runs or is queried, and the refusal is audited. Every answer
 * carries the staff pages' headers (never cached, never indexed). better-auth is loaded on the first
 * staff request, not at start.
 */
import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { londonDate } from "../../../kernel/uk-time";
import { hasRefusedCharacters } from "../../../kernel/text";
import { signedInPageAt, type SignedInPage } from "../../../staff-pages";
import { homeOf } from "../../../staff-roles";
import { audit, staffActor } from "../../audit.server";
import { withPageHeaders } from "../../page-policy.server";
import { runtimeContext, type Runtime } from "../../runtime.server";
import { staffContext, type StaffIdentity } from "../../staff-context.server";
import { crewMayOpen, type CrewJobRef } from "../../schedule/index.server";

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

/** The job a crew member's request names, as the page's `crewJob` says where to find it; undefined when it names none. */
async function crewJobOf(
  page: SignedInPage,
  request: Request,
  params: Record<string, string | undefined>,
): Promise<CrewJobRef | undefined> {
  switch (page.crewJob) {
    case "booking":
      return params.booking ? { booking: params.booking } : undefined;
    case "reference":
      return params.reference ? { reference: params.reference } : undefined;
    case "note":
      return params.number ? { note: params.number } : undefined;
    case "form-booking": {
      if (request.method !== "POST") return undefined;
      const form = await request
        .clone()
        .formData()
        .catch(() => undefined);
      const booking = form?.get("booking");
      return typeof booking === "string" ? { booking } : undefined;
    }
    default:
      return undefined;
  }
}

/** Whether the member of staff may open this page (and, for a crew member, this job). */
async function mayOpen(
  page: SignedInPage | undefined,
  staff: StaffIdentity,
  request: Request,
  params: Record<string, string | undefined>,
  runtime: Runtime,
) {
  if (!page || !page.roles.includes(staff.role)) return false;
  if (staff.role !== "crew" || !page.crewJob) return true;
  // A form the page refuses anyway (no booking named) is the page's to answer; any job named must be theirs.
  if (page.crewJob === "form-booking" && request.method !== "POST") return true;
  const job = await crewJobOf(page, request, params);
  if (!job) return page.crewJob === "form-booking";
  return crewMayOpen(runtime.database.db, staff.id, job, londonDate(runtime.clock.now(request)));
}

/** What a refused page shows: who is signed in, as the header draws them (the page's own loader never ran). */
interface RefusedPage {
  refused: true;
  email: string;
  role: StaffIdentity["role"];
}

/** A refusal: audited, then 403 (a file plain text; a page drawn by the layout's error boundary with the role's own links). */
async function refuseRole(
  page: SignedInPage | undefined,
  staff: StaffIdentity,
  request: Request,
  params: Record<string, string | undefined>,
  runtime: Runtime,
): Promise<Response> {
  const url = new URL(request.url);
  await audit(runtime.database.db, staffActor(staff), {
    action: "refused",
    reference: params.reference ?? null,
    detail: `${staff.role}: ${request.method} ${url.pathname}`,
  });
  // A file, or a route with no page of its own (a form's action alone): the refusal in words, with the way home.
  if (!page || page.kind === "file" || !page.file.endsWith(".tsx"))
    return withPageHeaders(plain(403, `Not open to your account (${staff.role}). Your pages start at ${homeOf[staff.role]}.`));
  throw data({ refused: true, email: staff.email, role: staff.role } satisfies RefusedPage, { status: 403 });
}

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
  const runtime = context.get(runtimeContext);
  const page = signedInPageAt(pattern);
  if (!(await mayOpen(page, current.staff, request, params, runtime))) return refuseRole(page, current.staff, request, params, runtime);
  context.set(staffContext, current.staff);
  const response = withPageHeaders(await next());
  // A session pushed on (sliding expiry) sends its cookie again, unless the page set its own.
  if (current.setCookies && !response.headers.has("set-cookie"))
    for (const line of current.setCookies) response.headers.append("Set-Cookie", line);
  return response;
};

/** What the staff pages' header shows of who is signed in. */
export const signedInHeader = (context: Readonly<RouterContextProvider>) => {
  const { email, role } = context.get(staffContext);
  return { email, role };
};
