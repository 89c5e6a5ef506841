/**
 * The sign-in steps: plain HTML forms that post. The sign-in page's one script is the passkey
 * button's (passkey-parts.tsx); without it the page is the password form alone. Errors are shown
 * above the form (role="alert") and tied to the field they concern; fields keep what was typed,
 * except passwords.
 */
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { Alert, buttonClass, Card, controlClass, Label, Notice } from "../../../components/page-kit/kit";
import { PasskeyScript, PasskeySignIn, type ScriptTag } from "./passkey-parts";
import { CodeField, PasswordField } from "./sign-in-fields";

/** The sign-in page: what was typed, where to go next, and why the last try did not sign in. */
export interface SignInPageData {
  email: string;
  next: string;
  error?: string;
  notice?: string;
  /** Ask for the code with the password (the email is held back after wrong passwords). */
  askCode: boolean;
  /** The passkey button, where passkeys can work: its options, and why the last passkey did not sign in (no field marked). */
  passkey?: { options: PublicKeyCredentialRequestOptionsJSON; error?: string };
  script?: ScriptTag;
}

export function SignInView({ email, next, error, notice, askCode, passkey, script }: SignInPageData) {
  return (
    <>
      <Card heading="Staff sign-in">
        <Notice>{notice}</Notice>
        <Alert id="sign-in-error">{error}</Alert>
        {passkey ? <PasskeySignIn options={passkey.options} next={next} error={passkey.error} /> : null}
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
      <PasskeyScript script={script} />
    </>
  );
}
