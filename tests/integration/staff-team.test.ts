/**
 * The owner runs the team from the site (decision 39): an invitation emailed with a link that works
 * once, for 72 hours, and only as sent (a replayed, expired or altered link makes nothing); every
 * change asks for the owner's password or a code first and is audited; the last enabled owner
 * cannot demote or disable themselves. On PGlite and PostgreSQL.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, staffInvitations, staffPasskeys, staffSessions, staffUsers } from "../../app/server/db/schema.server";
import { addStaff as addAccount, passkeysRemovedSentence } from "../../app/server/staff/auth/accounts.server";
import { staffAuthFor } from "../../app/server/staff/auth/auth.server";
import type { StaffRole } from "../../app/staff-roles";
import { customerRequest } from "../support/customer-request";
import { freshServicesPerTest, staffRequest, type StaffContext } from "../support/staff-context";
import { backends, pgUrl } from "./inbox-support";

const NOW = new Date("2026-11-24T09:00:00Z");
const PASSWORD = "plum kettle on the stairs";
const NEW_PASSWORD = "seven green vans at dawn";

/** Every email written to DATA_DIR/outbox, quoted-printable undone. */
function outboxText(dataDir: string): string {
  const folder = path.join(dataDir, "outbox");
  return readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .map((name) =>
      readFileSync(path.join(folder, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .join("\n");
}

/** The invitation links in those emails. */
function invitationLinks(dataDir: string): string[] {
  const text = outboxText(dataDir);
  return [...new Set([...text.matchAll(/\/staff\/invitation\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]!))];
}

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`the team on ${backend.name}`, () => {
    const fresh = freshServicesPerTest(backend.postgres);

    /** The services on the test clock, and an account with a password and role, signed in. */
    async function start() {
      const services = await fresh.start({ TEST_CLOCK: "header" });
      const db = services.database.db;
      const auth = staffAuthFor({ db, appSecret: services.secret, siteUrl: services.env.SITE_URL });
      const account = async (email: string, role: StaffRole): Promise<StaffContext> => {
        const added = await addAccount(db, auth, { email, name: email.split("@")[0]!, password: PASSWORD, role });
        return { services, staff: { id: added.id, email: added.email, name: added.name, role, sessionId: "test-session" } };
      };
      return { services, db, account };
    }

    it("invites a crew member: the emailed link sets their password once, then the authenticator; replayed, expired or altered, it makes nothing", async () => {
      const { services, db, account } = await start();
      const owner = await account("olive@example.com", "owner");
      const invite = (secret: string) =>
        staffRequest(owner, "POST", "/staff/team", {
          now: NOW,
          form: { intent: "invite", email: "Cara@Example.com", name: "Cara Crew", role: "crew", secret },
        });
      // Without the owner's password: refused, nothing made, the refusal audited.
      const wrong = await invite("not my password");
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain("That is not your password or a current code.");
      expect(await db.select().from(staffInvitations)).toEqual([]);
      expect((await db.select().from(auditLog).where(eq(auditLog.action, "team change refused"))).map((row) => row.actor)).toEqual([
        "olive@example.com",
      ]);

      const sent = await invite(PASSWORD);
      expect(sent.status).toBe(303);
      expect(sent.headers.get("location")).toBe("/staff/team?invited=cara%40example.com");
      const [token] = invitationLinks(services.env.DATA_DIR);
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      // The email names who invites them as the team knows them: their name, not their sign-in address.
      expect(outboxText(services.env.DATA_DIR).replace(/\s+/g, " ")).toContain("olive has made you a staff account (crew)");
      // Only its hash is kept.
      const [row] = await db.select().from(staffInvitations);
      expect(row).toMatchObject({ email: "cara@example.com", role: "crew", usedAt: null });
      expect(JSON.stringify(row)).not.toContain(token!);
      expect(row!.expiresAt.getTime() - NOW.getTime()).toBe(72 * 3600 * 1000);
      const team = await (await staffRequest(owner, "GET", "/staff/team", { now: NOW })).text();
      expect(team).toContain("cara@example.com</span> (crew): works until");

      const open = (target: string, now = NOW, form?: Record<string, string>) => customerRequest(services, target, { now, form });
      const accounts = async () => (await db.select({ email: staffUsers.email }).from(staffUsers)).map((user) => user.email).sort();
      // Altered (one character changed) or expired: the same "does not work" page, nothing made.
      const altered = `${token!.slice(0, -1)}${token!.endsWith("A") ? "B" : "A"}`;
      expect((await open(`/staff/invitation/${altered}`)).status).toBe(404);
      expect((await open(`/staff/invitation/${altered}`, NOW, { password: NEW_PASSWORD, again: NEW_PASSWORD })).status).toBe(404);
      const late = new Date(NOW.getTime() + 72 * 3600 * 1000 + 1000);
      const expired = await open(`/staff/invitation/${token}`, late, { password: NEW_PASSWORD, again: NEW_PASSWORD });
      expect(expired.status).toBe(404);
      expect(await expired.text()).toContain("This invitation link does not work");
      expect(await accounts()).toEqual(["olive@example.com"]);

      // The page names who it is for; a password that breaks the rules is refused and the link still works.
      const page = await (await open(`/staff/invitation/${token}`)).text();
      expect(page).toContain("Welcome, Cara Crew.");
      expect((await open(`/staff/invitation/${token}`, NOW, { password: "short", again: "short" })).status).toBe(400);
      expect((await open(`/staff/invitation/${token}`, NOW, { password: NEW_PASSWORD, again: "something else entirely" })).status).toBe(
        400,
      );

      const used = await open(`/staff/invitation/${token}`, NOW, { password: NEW_PASSWORD, again: NEW_PASSWORD });
      expect(used.status).toBe(303);
      // Signed in with the new password, on to the authenticator's set-up.
      expect(used.headers.get("location")).toBe("/staff/setup");
      expect(used.headers.get("set-cookie")).toContain("session_token=");
      const [cara] = await db.select().from(staffUsers).where(eq(staffUsers.email, "cara@example.com"));
      expect(cara).toMatchObject({ name: "Cara Crew", role: "crew" });

      // Replayed: refused, nothing more made.
      const replay = await open(`/staff/invitation/${token}`, NOW, {
        password: "yet another long password",
        again: "yet another long password",
      });
      expect(replay.status).toBe(404);
      expect(await accounts()).toEqual(["cara@example.com", "olive@example.com"]);
      const actions = (await db.select().from(auditLog)).map((entry) => `${entry.actor}: ${entry.action} ${entry.detail ?? ""}`.trim());
      expect(actions).toEqual(
        expect.arrayContaining([
          "olive@example.com: staff invited cara@example.com (crew)",
          "invitation: staff added cara@example.com (crew)",
        ]),
      );
    });

    it("changes a role, disables, enables and ends sessions only with the owner's password, each audited; the last owner cannot demote or disable themselves", async () => {
      const { db, account } = await start();
      const owner = await account("olive@example.com", "owner");
      const office = await account("otto@example.com", "office");
      const change = (who: StaffContext, id: string, form: Record<string, string>) =>
        staffRequest(who, "POST", `/staff/team/${id}`, { now: NOW, form });
      const roleOf = async (id: string) =>
        (await db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, id)))[0]!.role;

      // The office opens neither the team nor an account's page.
      expect((await staffRequest(office, "GET", "/staff/team", { now: NOW })).status).toBe(403);
      expect((await change(office, owner.staff.id, { change: "role", role: "crew", secret: PASSWORD })).status).toBe(403);
      expect(await roleOf(owner.staff.id)).toBe("owner");

      // Without the step-up: refused.
      expect((await change(owner, office.staff.id, { change: "role", role: "crew", secret: "wrong" })).status).toBe(401);
      expect(await roleOf(office.staff.id)).toBe("office");
      // With it: the role changes and Otto's sessions end.
      await staffRequest(office, "GET", "/staff/account", { now: NOW });
      expect(await db.select().from(staffSessions).where(eq(staffSessions.userId, office.staff.id))).toHaveLength(1);
      const changed = await change(owner, office.staff.id, { change: "role", role: "crew", secret: PASSWORD });
      expect(changed.status).toBe(303);
      expect(changed.headers.get("location")).toBe(`/staff/team/${office.staff.id}?done=role`);
      expect(await roleOf(office.staff.id)).toBe("crew");
      expect(await db.select().from(staffSessions).where(eq(staffSessions.userId, office.staff.id))).toEqual([]);
      expect((await change(owner, office.staff.id, { change: "disable", secret: PASSWORD })).status).toBe(303);
      expect((await db.select().from(staffUsers).where(eq(staffUsers.id, office.staff.id)))[0]!.disabledAt).not.toBeNull();
      expect((await change(owner, office.staff.id, { change: "enable", secret: PASSWORD })).status).toBe(303);
      expect((await change(owner, office.staff.id, { change: "end-sessions", secret: PASSWORD })).status).toBe(303);
      // A lost phone: the owner removes Otto's passkeys, and Otto's account page says when and why.
      await db
        .insert(staffPasskeys)
        .values({ id: "pk-1", userId: office.staff.id, credentialId: "c-1", publicKey: "k", name: "Work phone" });
      expect((await change(owner, office.staff.id, { change: "remove-passkeys", secret: PASSWORD })).status).toBe(303);
      expect(await db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, office.staff.id))).toEqual([]);
      expect(await passkeysRemovedSentence(db, office.staff.id)).toMatch(
        /, when the owner removed them from the team page \(a lost phone or key\)\./,
      );

      // The last enabled owner: neither demoted nor disabled, by themselves.
      const selfChanges: Record<string, string>[] = [
        { change: "role", role: "office", secret: PASSWORD },
        { change: "disable", secret: PASSWORD },
      ];
      for (const form of selfChanges) {
        const refused = await change(owner, owner.staff.id, form);
        expect(refused.status, form.change).toBe(409);
        expect(await refused.text()).toContain("This is the last enabled owner");
      }
      expect(await roleOf(owner.staff.id)).toBe("owner");
      expect((await db.select().from(staffUsers).where(eq(staffUsers.id, owner.staff.id)))[0]!.disabledAt).toBeNull();
      // With a second owner, the first may step down.
      expect((await change(owner, office.staff.id, { change: "role", role: "owner", secret: PASSWORD })).status).toBe(303);
      expect((await change(owner, owner.staff.id, { change: "role", role: "office", secret: PASSWORD })).status).toBe(303);
      expect(await roleOf(owner.staff.id)).toBe("office");

      const audited = (await db.select().from(auditLog)).map((entry) => `${entry.action}: ${entry.detail}`);
      expect(audited).toEqual(
        expect.arrayContaining([
          "staff role changed: otto@example.com: office → crew",
          "staff disabled: otto@example.com",
          "staff enabled: otto@example.com",
          "sessions ended: otto@example.com",
          "passkeys removed: otto@example.com; 1 removed",
          "staff role changed: olive@example.com: owner → office",
        ]),
      );
      expect(audited.filter((line) => line.startsWith("team change refused"))).toHaveLength(1);
      expect(audited.filter((line) => line.startsWith("refused"))).toHaveLength(2);
    });
  });
}
