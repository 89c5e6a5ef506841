/**
 * The passkey parts of the sign-in and account pages. Each works through passkey.browser.js:
 * hidden until the script finds the browser can make and use passkeys, so without it the pages
 * are the password pages they were.
 */
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { Alert, buttonClass } from "../../../components/page-kit/kit";
import { DataBlock } from "../../../kernel/data-block";
import { formatLondon, formatLondonDate } from "../../../kernel/uk-time";

/** A passkey as the account page lists it. */
export interface PasskeyOnPage {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The page's one script, named by its path and hash (the page's policy allows it by both). */
export interface ScriptTag {
  src: string;
  hash: string;
}

/** The passkey buttons' script, at the end of the page that runs it. */
export const PasskeyScript = ({ script }: { script?: ScriptTag }) =>
  script ? <script src={script.src} integrity={script.hash} defer /> : null;

const PASSKEY_NOT_USED = "The passkey was not used (cancelled or timed out). Try again, or sign in with your email and password.";

/** "Sign in with a passkey", above the password form: no email asked, so the page says nothing of which accounts exist. */
export function PasskeySignIn({ options, next, error }: { options: PublicKeyCredentialRequestOptionsJSON; next: string; error?: string }) {
  return (
    <div data-needs-passkeys hidden className="mb-6 border-b border-slate-200 pb-6">
      <Alert id="passkey-error">{error}</Alert>
      <form
        method="post"
        action="/staff/sign-in/passkey"
        data-passkey="get"
        data-options="passkey-options"
        data-cancelled={PASSKEY_NOT_USED}
      >
        <input type="hidden" name="next" value={next} />
        <input type="hidden" name="response" value="" />
        <button type="submit" className={`${buttonClass("primary")} w-full`}>
          Sign in with a passkey
        </button>
        <p data-passkey-status role="status" className="mt-2 text-sm text-ink" />
      </form>
      <DataBlock id="passkey-options" value={options} />
      <p className="mt-4 text-center text-sm text-muted">or with your email and password</p>
    </div>
  );
}

/** An account's passkeys, each with when it was last used and a Remove button. */
export function PasskeyList({ passkeys }: { passkeys: PasskeyOnPage[] }) {
  if (!passkeys.length) return <p className="text-ink">You have no passkeys yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Your passkeys">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">{passkey.name}</p>
            <p className="text-sm text-muted">
              Added {formatLondonDate(passkey.createdAt, "long")} ·{" "}
              {passkey.lastUsedAt ? `last used ${formatLondon(passkey.lastUsedAt)}` : "not used yet"}
            </p>
          </div>
          <form method="post" action="/staff/account/passkeys/remove">
            <input type="hidden" name="id" value={passkey.id} />
            <button type="submit" className={buttonClass("outline")} aria-label={`Remove the passkey ${passkey.name}`}>
              Remove
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
