/**
 * /staff/setup: the authenticator's set-up after the first sign-in. The password again when the
 * set-up has not started; the QR code and the key to type, with the code to confirm them; then the
 * backup codes, shown once.
 */
import { Alert, buttonClass, Card } from "../../../components/page-kit/kit";
import { BACKUP_CODE_COUNT } from "../auth/rules";
import { OneTimeCode, PasswordField } from "./sign-in-fields";

export type SetupPageData =
  /** No authenticator waiting: the password, to start one. */
  | { step: "password"; error?: string }
  /** An authenticator waiting to be confirmed: its QR code (a data: URI) and its key. */
  | { step: "scan"; email: string; qr: string; secret: string; error?: string }
  /** Confirmed: the backup codes, shown once. */
  | { step: "codes"; backupCodes: string[]; home: string };

/** The page's title: the set-up's, or the backup codes'. */
export const setupTitle = (page: SetupPageData | null | undefined) =>
  page?.step === "codes" ? "Your backup codes" : "Set up your authenticator";

export function SetupView(page: SetupPageData) {
  if (page.step === "codes") return <BackupCodes backupCodes={page.backupCodes} home={page.home} />;
  if (page.step === "password") {
    const { error } = page;
    return (
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
    );
  }
  const { email, qr, secret, error } = page;
  return (
    <Card heading="Set up your authenticator">
      <Alert id="setup-error">{error}</Alert>
      <ol className="mb-4 list-decimal space-y-2 pl-5 text-ink">
        <li>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).</li>
        <li>Add an account and scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img src={qr} width={220} height={220} alt={`QR code to add ${email} to an authenticator app`} className="mx-auto" />
      <p className="mt-3 text-sm text-muted" id="setup-key-label">
        Key to type instead:
      </p>
      <p aria-labelledby="setup-key-label" className="font-mono text-lg tracking-wider break-words text-ink" data-testid="totp-secret">
        {secret}
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
  );
}

function BackupCodes({ backupCodes, home }: { backupCodes: string[]; home: string }) {
  return (
    <Card heading="Your backup codes">
      <p role="status" className="mb-4 text-ink">
        Your authenticator is set up. If you lose your phone, each of these {BACKUP_CODE_COUNT} codes signs you in once instead of the
        app&apos;s code. Write them down or keep them in a password manager now: they are not shown again.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-lg text-ink" aria-label="Backup codes" data-testid="backup-codes">
        {backupCodes.map((code) => (
          <li key={code} className="rounded border border-slate-200 bg-slate-50 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <a href={home} className={`${buttonClass("primary")} mt-6 w-full`}>
        I have kept them: continue
      </a>
    </Card>
  );
}
