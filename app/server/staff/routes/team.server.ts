/**
 * The team (owner only, app/staff-pages.ts): GET /staff/team lists the accounts and pending
 * invitations; POST invites someone (or withdraws an invitation). GET /staff/team/:id shows one
 * account; POST changes it (role, disable, enable, reset the authenticator, remove passkeys, end
 * sessions). Every invitation and change asks for the owner's password or a current code first
 * (the step-up), and each is audited by the account functions with the owner as the actor.
 */
import { data, type RouterContextProvider } from "react-router";
import { parseForm, readForm } from "../../../kernel/form.server";
import { RefusedError, refusalStatus, type Refusal } from "../../../kernel/refusal";
import { formatLondon } from "../../../kernel/uk-time";
import { staffActor } from "../../audit.server";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { inviteForm, teamChangeForm } from "../forms.server";
import type { TeamChange } from "../auth/team-changes";
import type { MemberOnPage, MemberPageData, TeamPageData } from "../views/team";
import { signInParts } from "./sign-in-steps.server";

type Context = Readonly<RouterContextProvider>;

const INVITE_NOTICES: Record<string, string> = {
  withdrawn: "The invitation is withdrawn: its link no longer works.",
};

const CHANGE_NOTICES: Record<TeamChange, string> = {
  role: "The role is changed. Their sessions have ended: they sign in again to see their pages.",
  disable: "The account is disabled: it cannot sign in, and its sessions have ended.",
  enable: "The account is enabled: it can sign in again.",
  "reset-2fa": "The authenticator and passkeys are removed. They set up a new authenticator at their next sign-in.",
  "remove-passkeys": "Their passkeys are removed: none of them can sign in any more.",
  "end-sessions": "Their sessions have ended on every device.",
};

const lastSignIn = (at: Date | null) => (at ? formatLondon(at) : "Never");

async function members(context: Context): Promise<MemberOnPage[]> {
  const { listStaff } = await import("../auth/accounts.server");
  const me = context.get(staffContext);
  return (await listStaff(context.get(runtimeContext).database.db)).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    disabled: row.disabled,
    twoFactor: row.twoFactor,
    passkeys: row.passkeys,
    lastSignIn: lastSignIn(row.lastSignInAt),
    you: row.id === me.id,
  }));
}

/** GET /staff/team (and the page again, with why, after a refused form). */
export async function teamPage(request: Request, context: Context, state: Partial<TeamPageData> = {}, status = 200) {
  const runtime = context.get(runtimeContext);
  const { pendingInvitations } = await import("../auth/team.server");
  const invitations = await pendingInvitations(runtime.database.db, runtime.clock.now(request));
  const url = new URL(request.url);
  const invited = url.searchParams.get("invited");
  const notice =
    INVITE_NOTICES[url.searchParams.get("notice") ?? ""] ??
    (invited
      ? url.searchParams.get("sent") === "0"
        ? `The invitation to ${invited} is made, but the email could not be sent. Invite them again to send a new link.`
        : `Invitation sent to ${invited}. The link works once, for 72 hours.`
      : undefined);
  const page: TeamPageData = {
    members: await members(context),
    invitations: invitations.map((row) => ({ ...row, expires: formatLondon(row.expiresAt) })),
    notice,
    values: {},
    ...state,
  };
  return data(page, { status });
}

/** The owner's step-up: their password or a current code, as adding a passkey asks. */
async function present(request: Request, context: Context, secret: string, detail: string): Promise<Refusal | undefined> {
  const { checkPresence } = await import("../auth/step-up.server");
  const { deps, visitor } = await signInParts(request, context);
  const checked = await checkPresence(deps, visitor, context.get(staffContext), secret, { refusedAction: "team change refused", detail });
  return checked.ok ? undefined : checked;
}

/** POST /staff/team: invite someone, or withdraw an invitation. */
export async function inviteAction(request: Request, context: Context) {
  const form = parseForm(inviteForm, await readForm(request));
  const values = { email: form.values.email ?? "", name: form.values.name ?? "", role: form.values.role ?? "" };
  if (!form.ok) return teamPage(request, context, { error: Object.values(form.errors).join(" "), values }, 400);
  const runtime = context.get(runtimeContext);
  const owner = context.get(staffContext);
  const team = await import("../auth/team.server");
  if (form.data.intent === "withdraw") {
    await team.withdrawInvitation(runtime.database.db, staffActor(owner), form.data.invitation);
    return redirect("/staff/team?notice=withdrawn");
  }
  if (!form.data.role) return teamPage(request, context, { error: "Choose a role: owner, office or crew.", field: "role", values }, 400);
  const refused = await present(request, context, form.data.secret, `invite ${form.data.email.slice(0, 100)}`);
  if (refused) return teamPage(request, context, { error: refused.message, field: "secret", values }, refusalStatus(refused.kind));
  const invited = await team.inviteStaff(
    {
      db: runtime.database.db,
      siteUrl: runtime.env.SITE_URL,
      transport: runtime.transport,
      mailFrom: runtime.env.MAIL_FROM,
      mailDomain: runtime.mailDomain,
    },
    staffActor(owner),
    // The email names the owner as the team knows them, not by their sign-in address.
    { email: form.data.email, name: form.data.name, role: form.data.role, invitedBy: owner.name },
    runtime.clock.now(request),
  );
  if (!invited.ok) return teamPage(request, context, { error: invited.message, field: invited.field, values }, refusalStatus(invited.kind));
  return redirect(`/staff/team?invited=${encodeURIComponent(invited.email)}${invited.sent ? "" : "&sent=0"}`);
}

/** GET /staff/team/:id (and the page again, with why, after a refused change). */
export async function memberPage(request: Request, context: Context, id: string, state: Partial<MemberPageData> = {}, status = 200) {
  const member = (await members(context)).find((row) => row.id === id);
  if (!member) throw data(null, { status: 404 });
  const change = new URL(request.url).searchParams.get("done") as TeamChange | null;
  const page: MemberPageData = { member, notice: change ? CHANGE_NOTICES[change] : undefined, ...state };
  return data(page, { status });
}

/** One change to the account, made as the owner; a refusal (the last owner) is the page's message. */
async function makeChange(context: Context, change: TeamChange, member: { id: string; email: string }, role?: MemberOnPage["role"]) {
  const runtime = context.get(runtimeContext);
  const db = runtime.database.db;
  const actor = staffActor(context.get(staffContext));
  const accounts = await import("../auth/accounts.server");
  const team = await import("../auth/team.server");
  const { staffAuthFor } = await import("../auth/auth.server");
  const auth = staffAuthFor({ db, appSecret: runtime.secret, siteUrl: runtime.env.SITE_URL });
  switch (change) {
    case "role":
      if (!role) return { message: "Choose a role: owner, office or crew." };
      await accounts.setStaffRole(db, auth, actor, member.email, role);
      return undefined;
    case "disable":
      await accounts.disableStaff(db, auth, member.email, actor);
      return undefined;
    case "enable":
      await accounts.enableStaff(db, auth, member.email, actor);
      return undefined;
    case "reset-2fa":
      await accounts.resetTwoFactor(db, auth, member.email, actor);
      return undefined;
    case "remove-passkeys":
      await team.removeStaffPasskeys(db, actor, member.id, member.email);
      return undefined;
    case "end-sessions":
      await team.endStaffSessions(db, auth, actor, member.id, member.email);
      return undefined;
  }
}

/** POST /staff/team/:id. */
export async function changeAction(request: Request, context: Context, id: string) {
  const form = parseForm(teamChangeForm, await readForm(request));
  const { staffById } = await import("../auth/team.server");
  const member = await staffById(context.get(runtimeContext).database.db, id);
  if (!member) throw data(null, { status: 404 });
  if (!form.ok) return memberPage(request, context, id, { error: Object.values(form.errors).join(" ") }, 400);
  const { change, role, secret } = form.data;
  const refused = await present(request, context, secret, `${change} ${member.email}`);
  if (refused) return memberPage(request, context, id, { error: refused.message, field: "secret", change }, refusalStatus(refused.kind));
  try {
    const problem = await makeChange(context, change, member, role);
    if (problem) return memberPage(request, context, id, { error: problem.message, change }, 400);
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    return memberPage(request, context, id, { error: error.refusal.message, change }, refusalStatus(error.refusal.kind));
  }
  return redirect(`/staff/team/${id}?done=${change}`);
}
