/**
 * The sign-in steps: plain HTML forms that post. The sign-in page's one script is the passkey
 * button's (passkey-parts.server.tsx); without it the page is the password form alone. Errors are
 * shown above the form (role="alert") and tied to the field they concern; fields keep what was
 * typed, except passwords.
 */
import QRCode from "qrcode";
import { signInState } from "../auth/session.server";
import { signInDeps, visitorOf } from "../auth/credentials.server";
import { CHALLENGE_GONE } from "../auth/messages";
import { BACKUP_CODE_COUNT, safeNext, TRUST_DEVICE_DAYS } from "../auth/rules";
import { confirmSetup, pendingSetup, startSetup } from "../auth/setup.server";
import { signInWithPassword, signOut, signOutEverywhere, verifySecondFactor } from "../auth/sign-in.server";
import { passkeySignInForm, setupForm, signInForm, twoFactorForm } from "../forms.server";
import { PASSKEY_REFUSED, passkeySignInOptions, signInWithPasskey } from "../auth/passkeys.server";
import { passkeyScript } from "./passkey-script.server";
import { PasskeySignIn } from "./passkey-parts.server";
import {
  Alert,
  buttonClass,
  Card,
  controlClass,
  Label,
  Notice,
  parseForm,
  readForm,
  redirect,
  tapLinkClass,
} from "../../../kernel/page/kit.server";
import { staffPage } from "../../../kernel/page/staff-page.server";
import type { SignedInContext, StaffRequestContext } from "../../../kernel/page/staff-route.server";
import { refusalStatus } from "../../../kernel/refusal";
import { PasswordField, CodeField, OneTimeCode } from "./sign-in-fields.server";

const NOTICES: Record<string, string> = {
  "signed-out": "You have signed out.",
  everywhere: "You have signed out on every device.",
  expired: CHALLENGE_GONE,
};

async function signInPage(
  context: StaffRequestContext,
  options: {
    email?: string;
    next: string;
    error?: string;
    notice?: string;
    status?: number;
    headers?: HeadersInit;
    askCode?: boolean;
    /** A passkey that did not sign in: shown by the passkey button, no field marked. */
    passkeyError?: string;
  },
): Promise<Response> {
  const { email = "", next, error, notice, status, headers, askCode = false, passkeyError } = options;
  const siteUrl = context.services.env.SITE_URL;
  const passkeyOptions = await passkeySignInOptions(signInDeps(context.services));
  return staffPage({
    title: "Sign in",
    status,
    headers,
    script: passkeyOptions ? passkeyScript.forPage(siteUrl) : undefined,
    children: (
      <Card heading="Staff sign-in">
        <Notice>{notice}</Notice>
        <Alert id="sign-in-error">{error}</Alert>
        {passkeyOptions ? <PasskeySignIn options={passkeyOptions} next={next} error={passkeyError} /> : null}
        <form method="post" action="/staff/sign-in" className="space-y-4" noValidate>
          <input type="hidden" name="next" value={next} />
          <div>
            <Label htmlFor="email">Email address</Label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "sign-in-error" : undefined}
              className={controlClass}
            />
          </div>
          <PasswordField errorId={error ? "sign-in-error" : undefined} />
          {askCode ? <CodeField errorId={error ? "sign-in-error" : undefined} /> : null}
          <button type="submit" className={`${buttonClass("primary")} w-full`}>
            Sign in
          </button>
        </form>
        <p className="mt-4 text-sm text-muted">Forgotten your password or lost your phone? Ask the owner to reset it from the server.</p>
      </Card>
    ),
  });
}

export async function getSignIn(context: StaffRequestContext): Promise<Response> {
  const state = await signInState(context.request, context.services);
  if (state.state === "signed-in") return redirect(safeNext(context.url.searchParams.get("next")));
  if (state.state === "needs-setup") return redirect("/staff/setup");
  if (state.state === "needs-second-factor") return redirect("/staff/two-factor");
  return signInPage(context, {
    next: safeNext(context.url.searchParams.get("next")),
    notice: NOTICES[context.url.searchParams.get("notice") ?? ""],
  });
}

export async function postSignIn(context: StaffRequestContext): Promise<Response> {
  const form = parseForm(signInForm, await readForm(context.request));
  if (!form.ok) {
    return signInPage(context, {
      email: form.values.email?.slice(0, 254),
      next: safeNext(form.values.next),
      error: Object.values(form.errors).join(" "),
      status: 400,
    });
  }
  const { email, password, code, next } = form.data;
  const result = await signInWithPassword(signInDeps(context.services), visitorOf(context), { email, password, code, next });
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
export async function postPasskeySignIn(context: StaffRequestContext): Promise<Response> {
  const form = parseForm(passkeySignInForm, await readForm(context.request));
  const next = safeNext(form.values.next);
  if (!form.ok) return signInPage(context, { next, passkeyError: PASSKEY_REFUSED, status: 400 });
  const result = await signInWithPasskey(signInDeps(context.services), visitorOf(context), form.data);
  if (result.ok) return redirect(result.next, result.setCookies);
  return signInPage(context, { next, passkeyError: result.message, status: result.kind === "too-many" ? 429 : 401 });
}

// --- /staff/two-factor ------------------------------------------------------------------------

function twoFactorPage(options: { next: string; trust?: boolean; error?: string; status?: number; headers?: HeadersInit }): Response {
  const { next, trust = false, error, status, headers } = options;
  return staffPage({
    title: "Enter your code",
    status,
    headers,
    children: (
      <Card heading="Enter your code">
        <Alert id="code-error">{error}</Alert>
        <form method="post" action="/staff/two-factor" className="space-y-4" noValidate>
          <input type="hidden" name="next" value={next} />
          <CodeField errorId={error ? "code-error" : undefined} />
          <div className="flex items-start gap-2">
            <input id="trust" name="trust" type="checkbox" value="1" defaultChecked={trust} className="mt-1 size-5" />
            <label htmlFor="trust" className="text-ink">
              Trust this device for {TRUST_DEVICE_DAYS} days (only on a device no one else uses)
            </label>
          </div>
          <button type="submit" className={`${buttonClass("primary")} w-full`}>
            Continue
          </button>
        </form>
        <form method="post" action="/staff/sign-out" className="mt-4">
          <button type="submit" className={tapLinkClass}>
            Start again
          </button>
        </form>
      </Card>
    ),
  });
}

export async function getTwoFactor(context: StaffRequestContext): Promise<Response> {
  const state = await signInState(context.request, context.services);
  const next = safeNext(context.url.searchParams.get("next"));
  if (state.state === "signed-in") return redirect(next);
  if (state.state === "needs-setup") return redirect("/staff/setup");
  if (state.state === "signed-out") return redirect("/staff/sign-in?notice=expired");
  return twoFactorPage({ next });
}

export async function postTwoFactor(context: StaffRequestContext): Promise<Response> {
  const form = parseForm(twoFactorForm, await readForm(context.request));
  if (!form.ok) {
    return twoFactorPage({
      next: safeNext(form.values.next),
      trust: form.values.trust === "1",
      error: Object.values(form.errors).join(" "),
      status: 400,
    });
  }
  const { code, trust, next } = form.data;
  const result = await verifySecondFactor(signInDeps(context.services), visitorOf(context), { code, trustDevice: trust, next });
  if (result.ok) return redirect(result.next, result.setCookies);
  if (result.restart) return redirect("/staff/sign-in?notice=expired", result.setCookies);
  const headers = new Headers();
  for (const line of result.setCookies ?? []) headers.append("Set-Cookie", line);
  return twoFactorPage({ next, trust, error: result.message, status: result.kind === "too-many" ? 429 : 401, headers });
}

// --- /staff/setup -----------------------------------------------------------------------------

async function qrDataUri(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

export async function getSetup(context: StaffRequestContext, error?: string, status = 200): Promise<Response> {
  const state = await signInState(context.request, context.services);
  if (state.state === "signed-in") return redirect("/staff");
  if (state.state === "needs-second-factor") return redirect("/staff/two-factor");
  if (state.state === "signed-out") return redirect("/staff/sign-in");
  const deps = signInDeps(context.services);
  const details = await pendingSetup(deps, state.staff);
  if (!details) {
    return staffPage({
      title: "Set up your authenticator",
      status,
      children: (
        <Card heading="Set up your authenticator">
          <Alert id="password-error">{error}</Alert>
          <p className="mb-4 text-ink">
            Staff sign in with a password and a code from an authenticator app. Confirm your password to set one up.
          </p>
          <form method="post" action="/staff/setup" className="space-y-4" noValidate>
            <input type="hidden" name="step" value="start" />
            <PasswordField errorId={error ? "password-error" : undefined} />
            <button type="submit" className={`${buttonClass("primary")} w-full`}>
              Continue
            </button>
          </form>
        </Card>
      ),
    });
  }
  const qr = await qrDataUri(details.uri);
  return staffPage({
    title: "Set up your authenticator",
    status,
    children: (
      <Card heading="Set up your authenticator">
        <Alert id="setup-error">{error}</Alert>
        <ol className="mb-4 list-decimal space-y-2 pl-5 text-ink">
          <li>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).</li>
          <li>Add an account and scan this QR code, or type the key below.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <img src={qr} width={220} height={220} alt={`QR code to add ${state.staff.email} to an authenticator app`} className="mx-auto" />
        <p className="mt-3 text-sm text-muted" id="setup-key-label">
          Key to type instead:
        </p>
        <p aria-labelledby="setup-key-label" className="font-mono text-lg tracking-wider break-words text-ink" data-testid="totp-secret">
          {details.secret}
        </p>
        <form method="post" action="/staff/setup" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="step" value="confirm" />
          <OneTimeCode
            label="Code from the app"
            hintId="setup-code-hint"
            hint="6 digits; a new one appears every 30 seconds."
            errorId={error ? "setup-error" : undefined}
            pattern="[0-9 ]*"
            maxLength={8}
          />
          <button type="submit" className={`${buttonClass("primary")} w-full`}>
            Confirm
          </button>
        </form>
      </Card>
    ),
  });
}

export async function postSetup(context: StaffRequestContext): Promise<Response> {
  const state = await signInState(context.request, context.services);
  if (state.state !== "needs-setup") return getSetup(context);
  const form = parseForm(setupForm, await readForm(context.request));
  if (!form.ok) return getSetup(context, Object.values(form.errors).join(" "), 400);
  const deps = signInDeps(context.services);
  const visitor = visitorOf(context);
  if (form.data.step === "start") {
    const result = await startSetup(deps, visitor, form.data.password);
    if (result.ok) return redirect("/staff/setup", result.setCookies);
    return getSetup(context, result.message, refusalStatus(result.kind));
  }
  const result = await confirmSetup(deps, visitor, state.staff, form.data.code);
  if (!result.ok) return getSetup(context, result.message, refusalStatus(result.kind));
  const headers = new Headers();
  for (const line of result.setCookies) headers.append("Set-Cookie", line);
  return staffPage({
    title: "Your backup codes",
    headers,
    children: (
      <Card heading="Your backup codes">
        <p role="status" className="mb-4 text-ink">
          Your authenticator is set up. If you lose your phone, each of these {BACKUP_CODE_COUNT} codes signs you in once instead of the
          app&apos;s code. Write them down or keep them in a password manager now: they are not shown again.
        </p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-lg text-ink" aria-label="Backup codes" data-testid="backup-codes">
          {result.backupCodes.map((code) => (
            <li key={code} className="rounded border border-slate-200 bg-slate-50 px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
        <a href="/staff" className={`${buttonClass("primary")} mt-6 w-full`}>
          I have kept them: continue
        </a>
      </Card>
    ),
  });
}

// --- sign-out and the account page ------------------------------------------------------------

export async function postSignOut(context: StaffRequestContext): Promise<Response> {
  const state = await signInState(context.request, context.services);
  const staff = state.state === "signed-in" || state.state === "needs-setup" ? state.staff : undefined;
  const setCookies = await signOut(signInDeps(context.services), visitorOf(context), staff);
  return redirect("/staff/sign-in?notice=signed-out", setCookies);
}

export async function postSignOutEverywhere(context: SignedInContext): Promise<Response> {
  const setCookies = await signOutEverywhere(signInDeps(context.services), visitorOf(context), context.staff);
  return redirect("/staff/sign-in?notice=everywhere", setCookies);
}
