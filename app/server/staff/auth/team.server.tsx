/**
 * The owner runs the team from the site (decision 39): invitations (an emailed link: 192 random bits,
 * only its SHA-256 kept, good for 72 hours and once, where the person sets their password; the
 * authenticator is then set up as at any first sign-in), and the changes to an account the team
 * page makes. Each change is the terminal's own function (accounts.server.ts) with the owner as the
 * actor, so the page and `npm run staff` do the same thing and the audit log says who did it.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import type { Db } from "../../db/client.server.ts";
import { staffInvitations, staffUsers } from "../../db/schema.server.ts";
import { audit, type Actor } from "../../audit.server";
import { assertSafeRecipient } from "../../mail/addresses.server";
import { Button, EmailLayout, Paragraph, plainTextEmail, renderEmail } from "../../mail/layout.server";
import type { MailTransport } from "../../mail/transport.server";
import { hashToken, isTokenShaped, newToken } from "../../link-token.server";
import { refuse, RefusedError, type Result } from "../../../kernel/refusal";
import { unusualCharacters } from "../../../kernel/form-fields";
import { hasRefusedCharacters } from "../../../kernel/text";
import { formatLondon } from "../../../kernel/uk-time";
import { business } from "../../../content/business";
import { roleLabel, type StaffRole } from "../../../staff-roles";
import { addStaff, findStaff, looksLikeEmail, normaliseEmail, removeAllPasskeys, removeSessionsAndTrust } from "./accounts.server.ts";
import type { StaffAuth } from "./auth.server.ts";
import { passwordProblem } from "./password-rules.ts";

/** How long an invitation's link works. */
const INVITATION_HOURS = 72;

const invitationPath = (token: string) => `/staff/invitation/${token}`;

export interface InviteDeps {
  db: Db;
  siteUrl: string;
  transport: MailTransport;
  mailFrom: string;
  mailDomain: string;
}

/** The invitation's email: who invites them, as what, the link and when it stops working. */
function invitationEmail(m: { siteUrl: string; name: string; role: StaffRole; link: string; expiresAt: Date; invitedBy: string }) {
  const title = `Your ${business.shortName} staff account`;
  const greeting = `Hello ${m.name},`;
  const intro = `${m.invitedBy} has made you a staff account (${roleLabel[m.role].toLowerCase()}) on the ${business.name} website. Set your password with the button below, then set up an authenticator app on your phone.`;
  const expiry = `The link works once, until ${formatLondon(m.expiresAt)}. If you were not expecting this, ignore it: nothing happens without the link.`;
  const html = renderEmail(
    <EmailLayout title={title} siteUrl={m.siteUrl}>
      <Paragraph tight>{greeting}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>
        <Button href={m.link}>Set up your account</Button>
      </Paragraph>
      <Paragraph muted>{expiry}</Paragraph>
    </EmailLayout>,
  );
  return { subject: title, html, text: plainTextEmail(m.siteUrl, [greeting, intro, `Set up your account: ${m.link}`, expiry]) };
}

export interface PendingInvitation {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  expiresAt: Date;
}

/** What the team page and the link's page show of an invitation. */
const pendingColumns = {
  id: staffInvitations.id,
  email: staffInvitations.email,
  name: staffInvitations.name,
  role: staffInvitations.role,
  expiresAt: staffInvitations.expiresAt,
};

/** An invitation not yet used and not expired at `now`. */
const live = (now: Date) => and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now));

/** Invitations not yet used and not expired, by email address. */
export async function pendingInvitations(db: Db, now: Date): Promise<PendingInvitation[]> {
  return db.select(pendingColumns).from(staffInvitations).where(live(now)).orderBy(asc(staffInvitations.email));
}

/**
 * Invites someone: an email address without an account, their name and role. Any earlier link for
 * that address stops working (only the newest is live). The email is sent at once; when the mail
 * server refuses it, the invitation stays and the owner is told to send it again (a new link: the
 * old one is only a hash here).
 */
export async function inviteStaff(
  deps: InviteDeps,
  actor: Actor & { id: string },
  input: { email: string; name: string; role: StaffRole; invitedBy: string },
  now: Date,
): Promise<Result<{ email: string; sent: boolean }>> {
  if (hasRefusedCharacters(input.email)) return refuse("invalid", unusualCharacters("email address"), { field: "email" });
  if (hasRefusedCharacters(input.name)) return refuse("invalid", unusualCharacters("name"), { field: "name" });
  const email = normaliseEmail(input.email);
  if (!looksLikeEmail(email)) return refuse("invalid", "Enter their email address, like name@example.com.", { field: "email" });
  const name = input.name.trim();
  if (!name) return refuse("invalid", "Enter their name: it is printed on the notes they issue.", { field: "name" });
  if (await findStaff(deps.db, email)) return refuse("conflict", `${email} already has an account.`, { field: "email" });
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3600 * 1000);
  await deps.db.transaction(async (tx) => {
    await tx.delete(staffInvitations).where(and(eq(staffInvitations.email, email), isNull(staffInvitations.usedAt)));
    await tx.insert(staffInvitations).values({
      id: randomUUID(),
      email,
      name,
      role: input.role,
      tokenHash: hash,
      createdById: actor.id,
      createdAt: now,
      expiresAt,
    });
  });
  await audit(deps.db, actor, { action: "staff invited", detail: `${email} (${input.role})` });
  const link = `${deps.siteUrl.replace(/\/+$/, "")}${invitationPath(token)}`;
  const mail = invitationEmail({ siteUrl: deps.siteUrl, name, role: input.role, link, expiresAt, invitedBy: input.invitedBy });
  const message: Mail.Options = {
    from: deps.mailFrom,
    to: email,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<invitation-${randomUUID()}@${deps.mailDomain}>`,
  };
  try {
    assertSafeRecipient(email);
    await deps.transport.send(message);
    return { ok: true, email, sent: true };
  } catch {
    return { ok: true, email, sent: false };
  }
}

/** Withdraws a pending invitation: its link stops working. */
export async function withdrawInvitation(db: Db, actor: Actor, id: string): Promise<boolean> {
  const gone = await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt)))
    .returning({ email: staffInvitations.email });
  if (gone.length) await audit(db, actor, { action: "invitation withdrawn", detail: gone[0]!.email });
  return gone.length > 0;
}

/** The live invitation a link's token names, or undefined (unknown, altered, used or expired: all alike). */
export async function invitationFor(db: Db, token: string, now: Date): Promise<PendingInvitation | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db
    .select(pendingColumns)
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashToken(token)), live(now)));
  return row;
}

export const INVITATION_GONE =
  "This invitation link does not work: it has been used, it is more than 72 hours old, or it was not copied whole. Ask the owner to invite you again.";

/**
 * Uses an invitation: the password is checked against the rules, the invitation is taken (once:
 * a conditional update, so a link sent twice at once makes one account) and the account made with
 * its name and role. Nothing is made for a link that does not work.
 */
export async function acceptInvitation(
  db: Db,
  auth: StaffAuth,
  token: string,
  password: string,
  now: Date,
): Promise<Result<{ email: string }>> {
  const invitation = await invitationFor(db, token, now);
  if (!invitation) return refuse("not-found", INVITATION_GONE);
  const problem = passwordProblem(password, invitation.email);
  if (problem) return refuse("invalid", problem, { field: "password" });
  if (await findStaff(db, invitation.email)) return refuse("conflict", `${invitation.email} already has an account: sign in instead.`);
  const taken = await db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.id, invitation.id), live(now)))
    .returning({ id: staffInvitations.id });
  if (!taken.length) return refuse("not-found", INVITATION_GONE);
  try {
    await addStaff(
      db,
      auth,
      { email: invitation.email, name: invitation.name, password, role: invitation.role },
      { id: null, label: "invitation" },
    );
  } catch (error) {
    if (error instanceof RefusedError) return error.refusal;
    throw error;
  }
  return { ok: true, email: invitation.email };
}

/** The account a team page is about, by its id; undefined when there is none. */
export async function staffById(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await db
    .select({
      user: staffUsers,
      passkeys: sql<number>`(SELECT count(*)::int FROM staff_passkeys p WHERE p.user_id = "staff_user"."id")`,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return row ? { ...row.user, passkeys: Number(row.passkeys) } : undefined;
}

/** Removes every passkey of the account (the owner's "remove passkeys": a lost phone or key). Answers how many went. */
export async function removeStaffPasskeys(db: Db, actor: Actor, userId: string, email: string): Promise<number> {
  // Their account page then says when and why, as after a reset.
  const removed = await removeAllPasskeys(db, userId, "owner-removed");
  await audit(db, actor, { action: "passkeys removed", detail: `${email}; ${removed} removed` });
  return removed;
}

/** Ends every session of the account, its remembered devices and half-done sign-ins. */
export async function endStaffSessions(db: Db, auth: StaffAuth, actor: Actor, userId: string, email: string): Promise<void> {
  await removeSessionsAndTrust(db, auth, userId);
  await audit(db, actor, { action: "sessions ended", detail: email });
}
