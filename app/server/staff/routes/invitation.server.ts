/**
 * An invitation's link, a sign-in step (open to anyone: the token is the key). GET shows who it is
 * for; POST sets the password, makes the account (once), signs in with that password and goes on to
 * the authenticator's set-up. A link unknown, altered, used or expired is answered 404, alike.
 */
import { data, type RouterContextProvider } from "react-router";
import { parseForm, readForm } from "../../../kernel/form.server";
import { refusalStatus } from "../../../kernel/refusal";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { invitationForm } from "../forms.server";
import type { InvitationPageData } from "../views/invitation";
import { answeredByAction, signInParts } from "./sign-in-steps.server";

type Context = Readonly<RouterContextProvider>;

/** GET /staff/invitation/:token (and the page again, with why, after a refused post). */
async function invitationPage(request: Request, context: Context, token: string, error?: string, status = 200) {
  const runtime = context.get(runtimeContext);
  const team = await import("../auth/team.server");
  const invitation = await team.invitationFor(runtime.database.db, token, runtime.clock.now(request));
  const page: InvitationPageData = invitation
    ? { found: true, email: invitation.email, name: invitation.name, role: invitation.role, error }
    : { found: false, message: team.INVITATION_GONE };
  return data(page, { status: invitation ? status : 404, headers: { "Referrer-Policy": "no-referrer" } });
}

export async function invitationStep(request: Request, context: Context, token: string) {
  if (answeredByAction(context)) return null;
  return invitationPage(request, context, token);
}

/** POST /staff/invitation/:token. */
export async function acceptInvitationAction(request: Request, context: Context, token: string) {
  const form = parseForm(invitationForm, await readForm(request));
  if (!form.ok) return invitationPage(request, context, token, Object.values(form.errors).join(" "), 400);
  if (form.data.password !== form.data.again)
    return invitationPage(request, context, token, "The two passwords differ: type the same one twice.", 400);
  const runtime = context.get(runtimeContext);
  const team = await import("../auth/team.server");
  const { deps, visitor } = await signInParts(request, context);
  const accepted = await team.acceptInvitation(deps.db, deps.auth, token, form.data.password, runtime.clock.now(request));
  if (!accepted.ok) return invitationPage(request, context, token, accepted.message, refusalStatus(accepted.kind));
  // Signed in with the password just set: the next step is the authenticator's set-up.
  const { signInWithPassword } = await import("../auth/sign-in.server");
  const signedIn = await signInWithPassword(deps, visitor, {
    email: accepted.email,
    password: form.data.password,
    code: "",
    next: "/staff",
  });
  return signedIn.ok ? redirect(signedIn.next, signedIn.setCookies) : redirect("/staff/sign-in");
}
