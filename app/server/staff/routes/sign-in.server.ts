/**
 * The sign-in's first step: GET /staff/sign-in (the password form, with the passkey button where
 * passkeys work), POST /staff/sign-in (email and password, and the code with them while the email is
 * held back) and POST /staff/sign-in/passkey (a passkey's answer: the whole sign-in).
 */
import { homeOf } from "../../../staff-roles";
import { data, type RouterContextProvider } from "react-router";
import { parseForm, readForm } from "../../../kernel/form.server";
import { pageCsp } from "../../page-policy.server";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { CHALLENGE_GONE } from "../auth/messages";
import { safeNext } from "../auth/rules";
import { passkeySignInForm, signInForm } from "../forms.server";
import type { SignInPageData } from "../views/sign-in";
import { passkeyScript } from "./passkey-script.server";
import { answeredByAction, signInParts, whereVisitorStands } from "./sign-in-steps.server";

export { postOnlyPage } from "../../responses.server";

type Context = Readonly<RouterContextProvider>;

const NOTICES: Record<string, string> = {
  "signed-out": "You have signed out.",
  everywhere: "You have signed out on every device.",
  expired: CHALLENGE_GONE,
};

/** The sign-in page, under its policy (which names the passkey buttons' script where the page runs it). */
async function signInPage(
  context: Context,
  page: Omit<SignInPageData, "passkey" | "script" | "email" | "askCode"> & {
    email?: string;
    askCode?: boolean;
    /** A passkey that did not sign in: shown by the passkey button, no field marked. */
    passkeyError?: string;
    status?: number;
  },
) {
  const { email = "", askCode = false, passkeyError, status, ...rest } = page;
  const runtime = context.get(runtimeContext);
  const [{ passkeySignInOptions }, { signInDeps }] = await Promise.all([
    import("../auth/passkeys.server"),
    import("../auth/credentials.server"),
  ]);
  const options = await passkeySignInOptions(signInDeps(runtime));
  const script = options ? passkeyScript.forPage(runtime.env.SITE_URL) : undefined;
  const answer: SignInPageData = { ...rest, email, askCode, passkey: options && { options, error: passkeyError }, script };
  return data(answer, { status, headers: { "Content-Security-Policy": pageCsp(script) } });
}

/** GET /staff/sign-in?next=…: the form; someone further on is sent to their step. */
export async function signInStep(request: Request, context: Context) {
  if (answeredByAction(context)) return null;
  const state = await whereVisitorStands(request, context);
  const url = new URL(request.url);
  if (state.state === "signed-in") {
    const next = safeNext(url.searchParams.get("next"));
    return redirect(next === "/staff" ? homeOf[state.staff.role] : next);
  }
  if (state.state === "needs-setup") return redirect("/staff/setup");
  if (state.state === "needs-second-factor") return redirect("/staff/two-factor");
  return signInPage(context, { next: safeNext(url.searchParams.get("next")), notice: NOTICES[url.searchParams.get("notice") ?? ""] });
}

/** POST /staff/sign-in: on to the next step, or the form again with why (400, 401, 429). */
export async function signIn(request: Request, context: Context) {
  const form = parseForm(signInForm, await readForm(request));
  if (!form.ok) {
    return signInPage(context, {
      email: form.values.email?.slice(0, 254),
      next: safeNext(form.values.next),
      error: Object.values(form.errors).join(" "),
      status: 400,
    });
  }
  const { email, password, code, next } = form.data;
  const { signInWithPassword } = await import("../auth/sign-in.server");
  const { deps, visitor } = await signInParts(request, context);
  const result = await signInWithPassword(deps, visitor, { email, password, code, next });
  if (result.ok) return redirect(result.next, result.setCookies);
  return signInPage(context, {
    email,
    next,
    error: result.message,
    status: result.kind === "too-many" ? 429 : 401,
    askCode: result.askCode,
  });
}

/** POST /staff/sign-in/passkey: the passkey's answer, the whole sign-in. */
export async function signInWithPasskey(request: Request, context: Context) {
  const form = parseForm(passkeySignInForm, await readForm(request));
  const next = safeNext(form.values.next);
  const passkeys = await import("../auth/passkeys.server");
  if (!form.ok) return signInPage(context, { next, passkeyError: passkeys.PASSKEY_REFUSED, status: 400 });
  const { deps, visitor } = await signInParts(request, context);
  const result = await passkeys.signInWithPasskey(deps, visitor, form.data);
  if (result.ok) return redirect(result.next, result.setCookies);
  return signInPage(context, { next, passkeyError: result.message, status: result.kind === "too-many" ? 429 : 401 });
}
