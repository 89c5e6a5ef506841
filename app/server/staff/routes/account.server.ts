/**
 * The account: GET /staff/account, POST /staff/account/passkeys (adding a passkey: "start" checks
 * the password or a code and answers the page with the button that makes it; "finish" takes the
 * browser's answer) and POST /staff/account/passkeys/remove.
 */
import { data, type RouterContextProvider } from "react-router";
import { parseForm, readForm } from "../../../kernel/form.server";
import { refusalStatus } from "../../../kernel/refusal";
import { pageCsp } from "../../page-policy.server";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { PASSKEY_NAME_MAX } from "../auth/rules";
import { addPasskeyForm, removePasskeyForm } from "../forms.server";
import type { AccountPageData, AccountState, CreatePasskeyPageData } from "../views/account";
import { passkeyScript } from "./passkey-script.server";
import { signInParts } from "./sign-in-steps.server";

export { postOnly, postOnlyPage } from "../../responses.server";

type Context = Readonly<RouterContextProvider>;

const NOTICES: Record<string, string> = {
  added: "Your passkey is added. Next time, choose “Sign in with a passkey”.",
  removed: "The passkey is removed: it can no longer sign in.",
};

/** The account page, with a refused "add a passkey" (`state`, `status`), under its policy (the passkey buttons' script, where passkeys work). */
export async function accountPage(request: Request, context: Context, state: AccountState = {}, status?: number) {
  const runtime = context.get(runtimeContext);
  const staff = context.get(staffContext);
  const siteUrl = runtime.env.SITE_URL;
  const { listPasskeys, passkeysAvailable } = await import("../auth/passkeys.server");
  const passkeys = await listPasskeys(runtime.database.db, staff.id);
  const { passkeysRemovedSentence } = await import("../auth/accounts.server");
  const available = passkeysAvailable(siteUrl);
  const script = available ? passkeyScript.forPage(siteUrl) : undefined;
  const page: AccountPageData = {
    page: "account",
    staffName: staff.name,
    email: staff.email,
    role: staff.role,
    passkeys,
    available,
    notice: NOTICES[new URL(request.url).searchParams.get("notice") ?? ""],
    passkeysRemoved: await passkeysRemovedSentence(runtime.database.db, staff.id),
    script,
    ...state,
  };
  return data(page, { status, headers: { "Content-Security-Policy": pageCsp(script) } });
}

/** POST /staff/account/passkeys. */
export async function addPasskey(request: Request, context: Context) {
  const form = parseForm(addPasskeyForm, await readForm(request));
  if (!form.ok) {
    const field = form.errors.name ? "name" : "secret";
    const error = Object.values(form.errors).join(" ");
    return accountPage(request, context, { error, field, name: form.values.name?.slice(0, PASSKEY_NAME_MAX) }, 400);
  }
  const staff = context.get(staffContext);
  const { finishAddingPasskey, startAddingPasskey } = await import("../auth/passkeys.server");
  const { runtime, deps, visitor } = await signInParts(request, context);
  const { step, name, secret, response } = form.data;
  if (step === "finish") {
    const added = await finishAddingPasskey(deps, visitor, staff, { response, name });
    if (added.ok) return redirect("/staff/account?notice=added");
    // Not a field's fault: the message stands above the form, no field marked.
    return accountPage(request, context, { error: added.message, name }, refusalStatus(added.kind));
  }
  if (!name) return accountPage(request, context, { error: "Give the passkey a name, such as “Work phone”.", field: "name" }, 400);
  const started = await startAddingPasskey(deps, visitor, staff, secret);
  if (!started.ok) return accountPage(request, context, { error: started.message, field: "secret", name }, refusalStatus(started.kind));
  const script = passkeyScript.forPage(runtime.env.SITE_URL);
  const page: CreatePasskeyPageData = { page: "create", name, options: started.options, script };
  return data(page, { headers: { "Content-Security-Policy": pageCsp(script) } });
}

/** POST /staff/account/passkeys/remove: back to the account, which lists what is left. */
export async function removePasskey(request: Request, context: Context) {
  const form = parseForm(removePasskeyForm, await readForm(request));
  const staff = context.get(staffContext);
  const passkeys = await import("../auth/passkeys.server");
  const db = context.get(runtimeContext).database.db;
  const removed = form.ok ? await passkeys.removePasskey(db, { id: staff.id, label: staff.email }, staff.id, form.data.id) : undefined;
  // Gone already (removed in another tab, or from the server): the list shows what is left.
  return redirect(removed ? "/staff/account?notice=removed" : "/staff/account");
}
