/**
 * /staff/team (owner only): the accounts with their role, last sign-in, authenticator and passkeys,
 * the pending invitations, and the form that invites someone; /staff/team/:id: one account and the
 * changes the owner can make to it. Each change asks for the owner's password or a current code.
 */
import type { ReactNode } from "react";
import {
  Alert,
  buttonClass,
  cardTable,
  CardHead,
  CardLabel,
  controlClass,
  Hint,
  Label,
  linkClass,
  Notice,
  Panel,
  tapLinkClass,
} from "../../../components/page-kit/kit";
import { roleLabel, roleMeans, staffRoles, type StaffRole } from "../../../staff-roles";
import type { TeamChange } from "../auth/team-changes";

export interface MemberOnPage {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  twoFactor: boolean;
  passkeys: number;
  /** "Sunday 29 November 2026 at 09:12 GMT", or "Never". */
  lastSignIn: string;
  /** The owner looking at the page. */
  you: boolean;
}

export interface TeamPageData {
  members: MemberOnPage[];
  invitations: { id: string; email: string; name: string; role: StaffRole; expires: string }[];
  notice?: string;
  error?: string;
  field?: string;
  /** The invitation form's values as typed, after a refusal. */
  values: { email?: string; name?: string; role?: string };
}

export interface MemberPageData {
  member: MemberOnPage;
  notice?: string;
  error?: string;
  field?: string;
  /** The change that was refused (its form shows the error). */
  change?: TeamChange;
}

const teamPath = (id: string) => `/staff/team/${id}`;

/** The step-up field every team form carries. */
function Presence({ id, error }: { id: string; error?: string }) {
  return (
    <div>
      <Label htmlFor={id}>Your password, or the code from your authenticator app</Label>
      <Hint name={id}>Asked again for every change to the team.</Hint>
      <input
        id={id}
        name="secret"
        type="password"
        autoComplete="current-password"
        required
        aria-describedby={[`${id}-hint`, error ? "team-error" : undefined].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        className={controlClass}
      />
    </div>
  );
}

function RoleSelect({ id, value }: { id: string; value?: string }) {
  return (
    <select id={id} name="role" defaultValue={value ?? ""} required className={controlClass}>
      <option value="" disabled>
        Choose a role
      </option>
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {`${roleLabel[role]}: ${roleMeans[role]}`}
        </option>
      ))}
    </select>
  );
}

const status = (member: MemberOnPage) =>
  [member.disabled ? "Disabled" : "Active", member.twoFactor ? "authenticator set up" : "no authenticator yet"].join(", ");

export function TeamView({ members, invitations, notice, error, field, values }: TeamPageData) {
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl font-bold text-brand-dark">Team</h1>
      {notice && <Notice>{notice}</Notice>}
      <table className={cardTable.table}>
        <caption className="sr-only">Staff accounts</caption>
        <CardHead columns={["Name", "Role", "Status", "Passkeys", "Last sign-in"]} />
        <tbody className={cardTable.body}>
          {members.map((member) => (
            <tr key={member.id} className={cardTable.row}>
              <th scope="row" className={cardTable.cell}>
                <a href={teamPath(member.id)} className={linkClass}>
                  {member.name}
                </a>
                {member.you && " (you)"}
                <span className="block text-sm break-all text-muted">{member.email}</span>
              </th>
              <td className={cardTable.cell}>
                <CardLabel>Role</CardLabel>
                {roleLabel[member.role]}
              </td>
              <td className={cardTable.cell}>
                <CardLabel>Status</CardLabel>
                {status(member)}
              </td>
              <td className={cardTable.cell}>
                <CardLabel>Passkeys</CardLabel>
                {member.passkeys}
              </td>
              <td className={cardTable.cell}>
                <CardLabel>Last sign-in</CardLabel>
                {member.lastSignIn}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {invitations.length > 0 && (
        <Panel id="invitations" heading="Invitations not yet used">
          <ul className="space-y-3">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {`${invitation.name}, `}
                  <span className="break-all">{invitation.email}</span>
                  {` (${roleLabel[invitation.role].toLowerCase()}): works until ${invitation.expires}`}
                </span>
                <form method="post" action="/staff/team">
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="invitation" value={invitation.id} />
                  <button type="submit" className={buttonClass("outline")}>
                    Withdraw<span className="sr-only">{` the invitation to ${invitation.email}`}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <Panel id="invite" heading="Invite someone">
        <p className="mb-4 text-ink">
          They are emailed a link that works once, for 72 hours. There they set their password, then an authenticator app on their phone.
        </p>
        <Alert id="team-error">{error}</Alert>
        <form method="post" action="/staff/team" className="max-w-md space-y-4" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <TextField
            id="invite-email"
            name="email"
            label="Their email address"
            type="email"
            value={values.email}
            invalid={field === "email"}
          />
          <TextField
            id="invite-name"
            name="name"
            label="Their name"
            hint="As it is printed on the waste transfer notes they issue."
            value={values.name}
            invalid={field === "name"}
          />
          <div>
            <Label htmlFor="invite-role">Role</Label>
            <RoleSelect id="invite-role" value={values.role} />
          </div>
          <Presence id="invite-secret" error={field === "secret" ? error : undefined} />
          <button type="submit" className={`${buttonClass("primary")} w-full`}>
            Send the invitation
          </button>
        </form>
      </Panel>
    </div>
  );
}

function TextField(props: { id: string; name: string; label: string; hint?: string; type?: string; value?: string; invalid: boolean }) {
  return (
    <div>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.hint && <Hint name={props.id}>{props.hint}</Hint>}
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete="off"
        required
        defaultValue={props.value ?? ""}
        aria-describedby={
          [props.hint ? `${props.id}-hint` : undefined, props.invalid ? "team-error" : undefined].filter(Boolean).join(" ") || undefined
        }
        aria-invalid={props.invalid ? true : undefined}
        className={controlClass}
      />
    </div>
  );
}

/** One change's form: what it does, any field of its own, the step-up and its button. */
function ChangeForm({
  id,
  change,
  heading,
  button,
  state,
  children,
}: {
  id: string;
  change: TeamChange;
  heading: string;
  button: string;
  state: MemberPageData;
  children?: ReactNode;
}) {
  const refused = state.change === change ? state.error : undefined;
  return (
    <Panel id={id} heading={heading} tone={refused ? "danger" : "plain"}>
      {refused && <Alert id="team-error">{refused}</Alert>}
      <form method="post" action={teamPath(state.member.id)} className="max-w-md space-y-4" noValidate>
        <input type="hidden" name="change" value={change} />
        {children}
        <Presence id={`${id}-secret`} error={refused} />
        <button type="submit" className={buttonClass("outline")}>
          {button}
        </button>
      </form>
    </Panel>
  );
}

export function MemberView(state: MemberPageData) {
  const { member, notice, error, change } = state;
  return (
    <div className="space-y-6">
      <p>
        <a href="/staff/team" className={tapLinkClass}>
          Back to the team
        </a>
      </p>
      <h1 className="font-display text-3xl font-bold break-words text-brand-dark">{member.name}</h1>
      {notice && <Notice>{notice}</Notice>}
      {error && !change && <Alert id="team-error">{error}</Alert>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">{member.email}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>{`${roleLabel[member.role]}: ${roleMeans[member.role]}`}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{status(member)}</dd>
        <dt className="font-semibold">Passkeys</dt>
        <dd>{member.passkeys}</dd>
        <dt className="font-semibold">Last sign-in</dt>
        <dd>{member.lastSignIn}</dd>
      </dl>
      <ChangeForm id="role" change="role" heading="Role" button="Change the role" state={state}>
        <div>
          <Label htmlFor="role-role">New role</Label>
          <RoleSelect id="role-role" value={member.role} />
        </div>
      </ChangeForm>
      <ChangeForm id="sessions" change="end-sessions" heading="Sessions" button="End their sessions" state={state}>
        <p className="text-ink">Signs them out on every phone and computer, and forgets the devices they chose to trust.</p>
      </ChangeForm>
      {member.disabled ? (
        <ChangeForm id="enable" change="enable" heading="Enable" button="Enable the account" state={state}>
          <p className="text-ink">Lets them sign in again.</p>
        </ChangeForm>
      ) : (
        <ChangeForm id="disable" change="disable" heading="Disable" button="Disable the account" state={state}>
          <p className="text-ink">Stops them signing in, at once, on every device. Their name stays on the notes they issued.</p>
        </ChangeForm>
      )}
      <ChangeForm id="authenticator" change="reset-2fa" heading="Authenticator" button="Reset the authenticator" state={state}>
        <p className="text-ink">
          For a lost phone: removes the authenticator and every passkey; they set up a new authenticator at their next sign-in.
        </p>
      </ChangeForm>
      {member.passkeys > 0 && (
        <ChangeForm id="passkeys" change="remove-passkeys" heading="Passkeys" button="Remove their passkeys" state={state}>
          <p className="text-ink">Removes every passkey of the account. Their password and authenticator still work.</p>
        </ChangeForm>
      )}
    </div>
  );
}
