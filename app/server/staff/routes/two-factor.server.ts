/**
 * The sign-in's second step: GET /staff/two-factor (the code, after the password) and POST (the
 * code, or a backup code; "trust this device" remembers this browser for the password alone).
 */
import { data, type RouterContextProvider } from "react-router";
import { parseForm, readForm } from "../../../kernel/form.server";
import { redirect } from "../../responses.server";
import { safeNext } from "../auth/rules";
import { twoFactorForm } from "../forms.server";
import type { TwoFactorPageData } from "../views/two-factor";
import { answeredByAction, setCookieHeaders, signInParts, whereVisitorStands } from "./sign-in-steps.server";

type Context = Readonly<RouterContextProvider>;

/** GET /staff/two-factor?next=…: the code's form, for a sign-in waiting for it; anyone else to their step. */
export async function twoFactorStep(request: Request, context: Context) {
  if (answeredByAction(context)) return null;
  const state = await whereVisitorStands(request, context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (state.state === "signed-in") return redirect(next);
  if (state.state === "needs-setup") return redirect("/staff/setup");
  if (state.state === "signed-out") return redirect("/staff/sign-in?notice=expired");
  const page: TwoFactorPageData = { next, trust: false };
  return page;
}

/** POST /staff/two-factor: signed in, back to the password (the sign-in timed out), or the form again with why. */
export async function verifyCode(request: Request, context: Context) {
  const form = parseForm(twoFactorForm, await readForm(request));
  if (!form.ok) {
    const page: TwoFactorPageData = {
      next: safeNext(form.values.next),
      trust: form.values.trust === "1",
      error: Object.values(form.errors).join(" "),
    };
    return data(page, { status: 400 });
  }
  const { code, trust, next } = form.data;
  const { verifySecondFactor } = await import("../auth/sign-in.server");
  const { deps, visitor } = await signInParts(request, context);
  const result = await verifySecondFactor(deps, visitor, { code, trustDevice: trust, next });
  if (result.ok) return redirect(result.next, result.setCookies);
  if (result.restart) return redirect("/staff/sign-in?notice=expired", result.setCookies);
  const page: TwoFactorPageData = { next, trust, error: result.message };
  return data(page, { status: result.kind === "too-many" ? 429 : 401, headers: setCookieHeaders(result.setCookies) });
}
