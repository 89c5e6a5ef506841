/**
 * POST /staff/account/passkeys: adding a passkey. "start" checks the password or code and shows
 * the page with the button that makes the passkey (its options in a data block); "finish" takes
 * the browser's answer and adds the passkey. POST /staff/account/passkeys/remove removes one.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { buttonClass, Card, parseForm, readForm, redirect, tapLinkClass } from "../../../kernel/page/kit.server";
import { DataBlock } from "../../../kernel/page/page-script.server";
import { staffPage } from "../../../kernel/page/staff-page.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";
import { refusalStatus } from "../../../kernel/refusal";
import { finishAddingPasskey, removePasskey, startAddingPasskey } from "../auth/passkeys.server";
import { signInDeps, visitorOf } from "../auth/credentials.server";
import { addPasskeyForm, removePasskeyForm } from "../forms.server";
import { accountPage } from "./account-page.server";
import { PASSKEY_NAME_MAX } from "../auth/rules";
import { passkeyScript } from "./passkey-script.server";

const NOT_MADE = "No passkey was made (cancelled, timed out or not allowed). Press the button to try again.";

function createPasskeyPage(
  context: SignedInContext,
  { name, options }: { name: string; options: PublicKeyCredentialCreationOptionsJSON },
): Response {
  return staffPage({
    title: "Add a passkey",
    staff: context.staff,
    script: passkeyScript.forPage(context.services.env.SITE_URL),
    children: (
      <Card heading="Add a passkey">
        <p className="mb-4 text-ink">
          Press the button, then do what your phone or computer asks: your fingerprint, face, PIN or screen lock. The passkey stays on that
          device (or in your password manager) and is named “{name}” here.
        </p>
        <form
          method="post"
          action="/staff/account/passkeys"
          data-passkey="create"
          data-options="passkey-options"
          data-cancelled={NOT_MADE}
          className="space-y-3"
        >
          <input type="hidden" name="step" value="finish" />
          <input type="hidden" name="name" value={name} />
          <input type="hidden" name="response" value="" />
          <button type="submit" data-needs-passkeys hidden className={`${buttonClass("primary")} w-full`}>
            Create the passkey
          </button>
          <p data-no-passkeys className="text-ink">
            This browser cannot make passkeys (it needs a recent browser with JavaScript on). Your password and code work as before.
          </p>
          <p data-passkey-status role="status" className="text-sm text-ink" />
        </form>
        <DataBlock id="passkey-options" value={options} />
        <a href="/staff/account" className={`${tapLinkClass} mt-4`}>
          Back to your account
        </a>
      </Card>
    ),
  });
}

export async function postAddPasskey(context: SignedInContext): Promise<Response> {
  const form = parseForm(addPasskeyForm, await readForm(context.request));
  if (!form.ok) {
    const field = form.errors.name ? "name" : "secret";
    return accountPage(context, {
      error: Object.values(form.errors).join(" "),
      field,
      name: form.values.name?.slice(0, PASSKEY_NAME_MAX),
      status: 400,
    });
  }
  const deps = signInDeps(context.services);
  const { step, name, secret, response } = form.data;
  if (step === "finish") {
    const added = await finishAddingPasskey(deps, visitorOf(context), context.staff, { response, name });
    if (added.ok) return redirect("/staff/account?notice=added");
    // Not a field's fault: the message stands above the form, no field marked.
    return accountPage(context, { error: added.message, name, status: refusalStatus(added.kind) });
  }
  if (!name) return accountPage(context, { error: "Give the passkey a name, such as “Work phone”.", field: "name", status: 400 });
  const started = await startAddingPasskey(deps, visitorOf(context), context.staff, secret);
  if (!started.ok) return accountPage(context, { error: started.message, field: "secret", name, status: refusalStatus(started.kind) });
  return createPasskeyPage(context, { name, options: started.options });
}

export async function postRemovePasskey(context: SignedInContext): Promise<Response> {
  const form = parseForm(removePasskeyForm, await readForm(context.request));
  const { staff } = context;
  const removed = form.ok
    ? await removePasskey(context.services.database.db, { id: staff.id, label: staff.email }, staff.id, form.data.id)
    : undefined;
  // Gone already (removed in another tab, or from the server): the list shows what is left.
  return redirect(removed ? "/staff/account?notice=removed" : "/staff/account");
}
