/** The sign-in's fields: the password, the authenticator code, and the one-time code of the set-up. */
import { controlClass, Label } from "../../../components/page-kit/kit";

/** The password box of the sign-in and of the set-up's confirmation; never filled in again after an error. */
export function PasswordField({ errorId }: { errorId: string | undefined }) {
  return (
    <div>
      <Label htmlFor="password">Password</Label>
      <input
        id="password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={controlClass}
      />
    </div>
  );
}

/** The authenticator code (or a backup code), with its hint: the sign-in asks for it in two places. */
export function CodeField({ errorId }: { errorId: string | undefined }) {
  return (
    <OneTimeCode
      label="Code"
      hintId="code-hint"
      hint="The 6-digit code your authenticator app shows now, or one of your backup codes."
      errorId={errorId}
      spellCheck={false}
      autoCapitalize="off"
      maxLength={32}
    />
  );
}

/** A box for a code from an authenticator app, with its label and hint. */
export function OneTimeCode(props: {
  label: string;
  hintId: string;
  hint: string;
  errorId: string | undefined;
  spellCheck?: boolean;
  autoCapitalize?: string;
  pattern?: string;
  maxLength: number;
}) {
  const { label, hintId, hint, errorId } = props;
  return (
    <div>
      <Label htmlFor="code">{label}</Label>
      <p id={hintId} className="mb-1.5 text-sm text-muted">
        {hint}
      </p>
      <input
        id="code"
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={props.spellCheck}
        autoCapitalize={props.autoCapitalize}
        pattern={props.pattern}
        maxLength={props.maxLength}
        required
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        className={controlClass}
      />
    </div>
  );
}
