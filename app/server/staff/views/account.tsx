/**
 * /staff/account: who is signed in, their passkeys (list, remove, add after the password or a
 * code), and "sign out everywhere". Adding a passkey is two steps: the password or a code here,
 * then the page with the button that makes the passkey (its options in a data block).
 */
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { Alert, buttonClass, Card, controlClass, Hint, Label, Notice, tapLinkClass } from "../../../components/page-kit/kit";
import { DataBlock } from "../../../kernel/data-block";
import { roleLabel, roleMeans, type StaffRole } from "../../../staff-roles";
import { PASSKEY_NAME_MAX } from "../auth/rules";
import { PasskeyList, PasskeyScript, type PasskeyOnPage, type ScriptTag } from "./passkey-parts";

/** What a refused "add a passkey" leaves on the account page. */
export interface AccountState {
  error?: string;
  /** The field the error concerns: "name" or "secret". */
  field?: "name" | "secret";
  name?: string;
}

/** The account page: the member of staff, their passkeys, and whether this site can make more. */
export interface AccountPageData extends AccountState {
  page: "account";
  /** The member of staff signed in. */
  staffName: string;
  email: string;
  /** What the account may open (decision 39). */
  role: StaffRole;
  passkeys: PasskeyOnPage[];
  /** Passkeys work here (the site has a name, not an IP address). */
  available: boolean;
  notice?: string;
  /** When and why the account's passkeys were last removed for it, as a sentence; absent when they never were. */
  passkeysRemoved?: string;
  script?: ScriptTag;
}

/** The page with the button that makes the passkey, after the password or code was right. */
export interface CreatePasskeyPageData {
  page: "create";
  name: string;
  options: PublicKeyCredentialCreationOptionsJSON;
  script: ScriptTag;
}

const NOT_MADE = "No passkey was made (cancelled, timed out or not allowed). Press the button to try again.";

function AddPasskeyForm({ state }: { state: AccountState }) {
  const errorId = state.error ? "passkey-error" : undefined;
  return (
    <div data-needs-passkeys hidden={!state.error} className="mt-6">
      <h3 className="mb-2 font-display text-lg font-bold text-brand-dark">Add a passkey</h3>
      <Alert id="passkey-error">{state.error}</Alert>
      <form method="post" action="/staff/account/passkeys" className="space-y-4" noValidate>
        <input type="hidden" name="step" value="start" />
        <div>
          <Label htmlFor="passkey-name">Name for this passkey</Label>
          <Hint name="passkey-name">So you can tell it from others later, for example “Work phone”.</Hint>
          <input
            id="passkey-name"
            name="name"
            type="text"
            autoComplete="off"
            required
            maxLength={PASSKEY_NAME_MAX}
            defaultValue={state.name ?? ""}
            aria-describedby={["passkey-name-hint", state.field === "name" ? errorId : undefined].filter(Boolean).join(" ")}
            aria-invalid={state.field === "name" ? true : undefined}
            className={controlClass}
          />
        </div>
        <div>
          <Label htmlFor="passkey-secret">Your password, or the code from your authenticator app</Label>
          <Hint name="passkey-secret">Asked again so that no one else at your screen can add one.</Hint>
          <input
            id="passkey-secret"
            name="secret"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={["passkey-secret-hint", state.field === "secret" ? errorId : undefined].filter(Boolean).join(" ")}
            aria-invalid={state.field === "secret" ? true : undefined}
            className={controlClass}
          />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Continue
        </button>
      </form>
    </div>
  );
}

export function AccountView({ staffName, email, role, passkeys, available, notice, passkeysRemoved, script, ...state }: AccountPageData) {
  return (
    <>
      <div className="max-w-2xl space-y-6">
        <h1 className="font-display text-2xl font-bold text-brand-dark">Your account</h1>
        <Notice>{state.error ? undefined : notice}</Notice>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-ink">
          <dt className="font-semibold">Name</dt>
          <dd>{staffName}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className="break-all">{email}</dd>
          <dt className="font-semibold">Role</dt>
          <dd>{`${roleLabel[role]}: ${roleMeans[role]}`}</dd>
        </dl>
        <section aria-labelledby="passkeys-heading" className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 id="passkeys-heading" className="mb-2 font-display text-xl font-bold text-brand-dark">
            Passkeys
          </h2>
          <p className="mb-4 text-ink">
            A passkey signs you in with your phone&apos;s or computer&apos;s fingerprint, face, PIN or screen lock, in place of your
            password and code. It works only on this site, so a look-alike page cannot trick it out of you.
          </p>
          {passkeysRemoved && <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-ink">{passkeysRemoved}</p>}
          <PasskeyList passkeys={passkeys} />
          {available ? (
            <>
              <AddPasskeyForm state={state} />
              <p data-no-passkeys className="mt-4 text-sm text-muted">
                To add a passkey, open this page in a recent browser with JavaScript on. Your password and code work as before.
              </p>
            </>
          ) : (
            <p className="mt-4 text-sm text-muted">
              Passkeys need the site to be reached by its name, not by an IP address: the owner sets SITE_URL.
            </p>
          )}
          <p className="mt-4 text-sm text-muted">
            Lost a phone that holds a passkey? Remove it here from another device, or ask the owner to remove it from the server.
          </p>
        </section>
        <section aria-labelledby="everywhere-heading" className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 id="everywhere-heading" className="mb-2 font-display text-xl font-bold text-brand-dark">
            Sign out everywhere
          </h2>
          <p className="mb-4 text-ink">
            Ends your sessions on every phone and computer, this one included, and forgets the devices you chose to trust. Use it if a
            device was lost or someone else may have used your account.
          </p>
          <form method="post" action="/staff/sign-out-everywhere">
            <button type="submit" className={buttonClass("outline")}>
              Sign out everywhere
            </button>
          </form>
        </section>
        <p className="text-sm text-muted">
          To change your role or authenticator, ask the owner: it is done from the team page. A new password is set from the server.
        </p>
      </div>
      <PasskeyScript script={script} />
    </>
  );
}

export function CreatePasskeyView({ name, options, script }: CreatePasskeyPageData) {
  return (
    <>
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
      <PasskeyScript script={script} />
    </>
  );
}
