/**
 * Staff accounts as the terminal manages them (npm run staff), the sign-in's throttles, the audit
 * entries of the sign-in, and the password rules. Every function takes the database and the
 * better-auth of that database, so the server, the terminal and the tests share one code path.
 */
import { createHmac, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import type { Db } from "../../db/client.server.ts";
import { staffPasskeys, staffSignInThrottles, staffTwoFactors, staffUsers, staffVerifications } from "../../db/schema.server.ts";
import type { StaffAuth } from "./auth.server.ts";
import { passwordProblem } from "./password-rules.ts";
import { audit, type Actor } from "../../audit.server";
import { refuse, RefusedError, refusing } from "../../../kernel/refusal";
import { unusualCharacters } from "../../../kernel/form-fields";
import { hasRefusedCharacters } from "../../../kernel/text";
import { formatLondon } from "../../../kernel/uk-time";
import { homeOf, isStaffRole, type StaffRole } from "../../../staff-roles.ts";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,63}$/;
export const looksLikeEmail = (email: string) => EMAIL_SHAPE.test(email) && email.length <= 254;

/** A problem the person at the terminal (or the page) can act on, with the field it concerns when there is one. */
const refused = (kind: "invalid" | "not-found" | "conflict", message: string, field?: string) =>
  new RefusedError(refuse(kind, message, field ? { field } : {}));

export type { Actor };
export const TERMINAL: Actor = { id: null, label: "terminal" };

export async function findStaff(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(email)));
  return user;
}

async function requireStaff(db: Db, email: string) {
  const user = await findStaff(db, email);
  if (!user) throw refused("not-found", `No member of staff has the email ${normaliseEmail(email)}.`);
  return user;
}

/** Where a sign-in lands: where it was going, or for the staff pages' front door, the account's own home (a crew member's day). */
export async function landingFor(db: Db, userId: string | null | undefined, next: string): Promise<string> {
  if (next !== "/staff" || !userId) return next;
  const [user] = await db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, userId));
  return user && isStaffRole(user.role) ? homeOf[user.role] : next;
}

// --- the throttles (decision 0009) ---------------------------------------------------------

/** Attempts a key may make without waiting; each one after waits twice as long as the one before. */
const FREE_ATTEMPTS = 5;
const FIRST_DELAY_SECONDS = 30;
const LONGEST_DELAY_SECONDS = 15 * 60;
/** A key left alone this long starts again from nothing. */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

/** The wait after `attempts` counted attempts: none for the first four, then 30 s doubling, at most 15 minutes. */
function delaySeconds(attempts: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(LONGEST_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** Math.min(attempts - FREE_ATTEMPTS, 20));
}

/** The same in SQL, of an integer expression. */
const delayInterval = (attempts: ReturnType<typeof sql>) =>
  sql`make_interval(secs => CASE WHEN ${attempts} < ${FREE_ATTEMPTS} THEN 0 ELSE LEAST(${LONGEST_DELAY_SECONDS}, ${FIRST_DELAY_SECONDS} * POWER(2, LEAST(${attempts} - ${FREE_ATTEMPTS}, 20))) END)`;

export type ThrottleKind = "address" | "email" | "device" | "codes" | "decoy";

/**
 * A throttle's key: the kind and a keyed hash of what it counts (an address, an email as typed and
 * normalised, a remembered device, an account's codes), so no address or typed email is stored.
 * An IPv6 address counts by its /64, which one subscriber usually holds whole.
 */
export async function throttleKey(auth: StaffAuth, kind: ThrottleKind, value: string): Promise<string> {
  let subject = value.slice(0, 320);
  if (kind === "address" && ipaddr.isValid(subject)) {
    let address = ipaddr.parse(subject);
    if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
    subject =
      address.kind() === "ipv6"
        ? `${(address as ipaddr.IPv6).parts
            .slice(0, 4)
            .map((part) => part.toString(16))
            .join(":")}::/64`
        : address.toString();
  }
  const secret = (await auth.$context).secret;
  return `${kind}:${createHmac("sha256", secret).update(`staff sign-in throttle\0${kind}\0${subject}`).digest("base64url")}`;
}

/** A key no one else uses, for the same work on a path that has nothing to count (pruned at once). */
export const decoyKey = () => `decoy:${randomBytes(16).toString("base64url")}`;

export type Admission = { ok: true } | { ok: false; key: string; waitSeconds: number };

/**
 * Counts an attempt against every key, before it is checked, and answers whether it may be
 * checked now: all keys at once or none (one transaction, each key's row locked in turn, so
 * attempts sent together are counted one after the other). A refused attempt counts nothing.
 * `keys` are in the order the caller wants the refusal reported.
 */
export async function admit(db: Db, keys: string[], now: Date): Promise<Admission> {
  const stale = new Date(now.getTime() - FORGET_AFTER_MS);
  await db.delete(staffSignInThrottles).where(
    inArray(
      staffSignInThrottles.key,
      db
        .select({ key: staffSignInThrottles.key })
        .from(staffSignInThrottles)
        .where(
          sql`(${staffSignInThrottles.lastAt} < ${stale} AND ${staffSignInThrottles.blockedUntil} <= ${now}) OR ${staffSignInThrottles.key} LIKE 'decoy:%'`,
        )
        .limit(50),
    ),
  );
  const blocked = new Map<string, Date>();
  // A blocked key refuses the attempt and rolls back what was counted.
  await refusing(() =>
    db.transaction(async (tx) => {
      for (const key of [...new Set(keys)].sort()) {
        const attempts = sql`(CASE WHEN ${staffSignInThrottles.lastAt} < ${stale} THEN 1 ELSE ${staffSignInThrottles.failures} + 1 END)`;
        const counted = await tx
          .insert(staffSignInThrottles)
          .values({ key, failures: 1, lastAt: now, blockedUntil: new Date(now.getTime() + delaySeconds(1) * 1000) })
          .onConflictDoUpdate({
            target: staffSignInThrottles.key,
            set: { failures: attempts, lastAt: now, blockedUntil: sql`${now}::timestamptz + ${delayInterval(attempts)}` },
            where: lte(staffSignInThrottles.blockedUntil, now),
          })
          .returning({ key: staffSignInThrottles.key });
        if (counted.length === 0) {
          const [row] = await tx
            .select({ until: staffSignInThrottles.blockedUntil })
            .from(staffSignInThrottles)
            .where(eq(staffSignInThrottles.key, key));
          blocked.set(key, row?.until ?? now);
        }
      }
      if (blocked.size) throw refused("conflict", "An attempt is refused until its wait is over.");
    }),
  );
  const first = keys.find((key) => blocked.has(key));
  if (first === undefined) return { ok: true };
  return { ok: false, key: first, waitSeconds: Math.max(1, Math.ceil((blocked.get(first)!.getTime() - now.getTime()) / 1000)) };
}

/**
 * After an attempt that turned out right: each of `giveBack` takes its counted attempt back (an
 * address keeps the wrong ones it made before), each of `clear` starts again from nothing.
 */
export async function settle(db: Db, { giveBack = [], clear = [] }: { giveBack?: string[]; clear?: string[] }): Promise<void> {
  const fewer = sql`GREATEST(${staffSignInThrottles.failures} - 1, 0)`;
  if (giveBack.length) {
    await db
      .update(staffSignInThrottles)
      .set({
        failures: fewer,
        blockedUntil: sql`LEAST(${staffSignInThrottles.blockedUntil}, ${staffSignInThrottles.lastAt} + ${delayInterval(fewer)})`,
      })
      .where(inArray(staffSignInThrottles.key, giveBack));
  }
  if (clear.length) await db.delete(staffSignInThrottles).where(inArray(staffSignInThrottles.key, clear));
}

/** Starts an account's throttles again (its email's and its codes'), e.g. after the terminal sets a new password. */
async function clearThrottles(db: Db, auth: StaffAuth, email: string): Promise<void> {
  const keys = await Promise.all([throttleKey(auth, "email", normaliseEmail(email)), throttleKey(auth, "codes", normaliseEmail(email))]);
  await db.delete(staffSignInThrottles).where(inArray(staffSignInThrottles.key, keys));
}

// --- what the terminal does ---------------------------------------------------------------------

/**
 * Ends every session of the account, forgets its remembered devices and drops the sign-ins half
 * done (password given, second factor still to come), so none can be finished afterwards.
 */
export async function removeSessionsAndTrust(db: Db, auth: StaffAuth, userId: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.deleteUserSessions(userId);
  // Remembered devices ("trust-device-…") and pending second factors ("2fa-…") are verification
  // rows holding the user id; each pending one has an attempt counter ("2fa-attempts-…") beside it.
  const gone = await db
    .delete(staffVerifications)
    .where(eq(staffVerifications.value, userId))
    .returning({ identifier: staffVerifications.identifier });
  const counters = gone.map((row) => `2fa-attempts-${row.identifier}`);
  if (counters.length) await db.delete(staffVerifications).where(inArray(staffVerifications.identifier, counters));
}

export interface StaffSummary {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactor: boolean;
  disabled: boolean;
  createdAt: string;
  /** How many passkeys the account holds. */
  passkeys: number;
  /** The last sign-in the audit log holds (any way: password, code, passkey), if any. */
  lastSignInAt: Date | null;
}

export async function listStaff(db: Db): Promise<StaffSummary[]> {
  const rows = await db
    .select({
      user: staffUsers,
      // Written out whole: Drizzle leaves a selected subquery's columns unqualified.
      passkeys: sql<number>`(SELECT count(*)::int FROM staff_passkeys p WHERE p.user_id = "staff_user"."id")`,
      lastSignInAt: sql<
        string | Date | null
      >`(SELECT max(a.at) FROM audit_log a WHERE a.actor_id = "staff_user"."id" AND a.action LIKE 'signed in%')`,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email));
  return rows.map(({ user: row, passkeys, lastSignInAt }) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    twoFactor: !!row.twoFactorEnabled,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    passkeys: Number(passkeys),
    lastSignInAt: lastSignInAt ? new Date(lastSignInAt) : null,
  }));
}

/**
 * Refuses a change made on the site that would leave no enabled owner (decision 39): `userId` is
 * about to stop being one. Run inside the change's transaction: the enabled owners' rows are locked,
 * so two owners demoting each other at once cannot both pass. The terminal is not held to it: whoever
 * runs it can add an owner again, and must be able to stop a stolen owner's account at once.
 */
async function keepAnOwner(tx: Pick<Db, "select">, userId: string): Promise<void> {
  const owners = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "owner"), isNull(staffUsers.disabledAt)))
    .for("update");
  if (owners.some((owner) => owner.id === userId) && owners.length <= 1)
    throw refused("conflict", "This is the last enabled owner: make another account an owner first. Nothing was changed.");
}

/**
 * Changes what an account may open; its sessions end (a session carries the role it was signed in
 * with no longer than the next request, but a crew member's browser should not keep an owner's
 * pages open). Answers whether anything changed. The last enabled owner stays one.
 */
export async function setStaffRole(db: Db, auth: StaffAuth, actor: Actor, email: string, role: StaffRole): Promise<boolean> {
  const user = await requireStaff(db, email);
  if (user.role === role) return false;
  await db.transaction(async (tx) => {
    if (user.role === "owner" && actor.id !== null) await keepAnOwner(tx, user.id);
    await tx
      .update(staffUsers)
      .set({ role })
      .where(and(eq(staffUsers.id, user.id), ne(staffUsers.role, role)));
  });
  await removeSessionsAndTrust(db, auth, user.id);
  await audit(db, actor, { action: "staff role changed", detail: `${user.email}: ${user.role} → ${role}` });
  return true;
}

export async function addStaff(
  db: Db,
  auth: StaffAuth,
  input: { email: string; name?: string; password: string; role?: StaffRole },
  actor: Actor = TERMINAL,
): Promise<StaffSummary> {
  // The name is printed on every waste transfer note this member of staff issues: the forms' text rule holds here too.
  if (hasRefusedCharacters(input.email)) throw refused("invalid", unusualCharacters("email address"), "email");
  if (input.name !== undefined && hasRefusedCharacters(input.name)) throw refused("invalid", unusualCharacters("name"), "name");
  const email = normaliseEmail(input.email);
  if (!looksLikeEmail(email)) throw refused("invalid", `"${email}" is not an email address.`);
  if (await findStaff(db, email)) throw refused("conflict", `${email} already has an account.`);
  const problem = passwordProblem(input.password, email);
  if (problem) throw refused("invalid", problem);
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    { email, name: input.name?.trim() || email.split("@")[0]!, emailVerified: true, role: input.role ?? "owner" },
    { method: "admin" },
  );
  // Set here too: better-auth passes on only the fields it knows of.
  await db
    .update(staffUsers)
    .set({ role: input.role ?? "owner" })
    .where(eq(staffUsers.id, user.id));
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(input.password),
  });
  await audit(db, actor, { action: "staff added", detail: `${email} (${input.role ?? "owner"})` });
  return (await listStaff(db)).find((row) => row.email === email)!;
}

/** Stops an account signing in; its sessions end at once. The last enabled owner cannot be disabled. */
export async function disableStaff(db: Db, auth: StaffAuth, email: string, actor: Actor = TERMINAL): Promise<void> {
  const user = await requireStaff(db, email);
  await db.transaction(async (tx) => {
    if (user.role === "owner" && actor.id !== null) await keepAnOwner(tx, user.id);
    await tx.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, user.id));
  });
  await removeSessionsAndTrust(db, auth, user.id);
  await audit(db, actor, { action: "staff disabled", detail: user.email });
}

export async function enableStaff(db: Db, auth: StaffAuth, email: string, actor: Actor = TERMINAL): Promise<void> {
  const user = await requireStaff(db, email);
  await db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, user.id));
  await clearThrottles(db, auth, user.email);
  await audit(db, actor, { action: "staff enabled", detail: user.email });
}

/**
 * Removes every passkey of the account for it, recording when and why (its account page says so).
 * Answers how many went.
 */
export async function removeAllPasskeys(
  db: Db,
  userId: string,
  why: "password-reset" | "authenticator-reset" | "owner-removed",
): Promise<number> {
  const removed = await db.delete(staffPasskeys).where(eq(staffPasskeys.userId, userId)).returning({ id: staffPasskeys.id });
  if (removed.length)
    await db.update(staffUsers).set({ passkeysRemovedAt: new Date(), passkeysRemovedWhy: why }).where(eq(staffUsers.id, userId));
  return removed.length;
}

const REMOVED_BECAUSE = {
  "password-reset": "when your password was reset on the server: anyone who knew the old password could have added one",
  "authenticator-reset": "when your authenticator was reset on the server (a lost phone)",
  "owner-removed": "when the owner removed them from the team page (a lost phone or key)",
} as const;

/** When and why the account's passkeys were last removed for it, as its account page says it; undefined when they never were. */
export async function passkeysRemovedSentence(db: Db, userId: string): Promise<string | undefined> {
  const [user] = await db
    .select({ at: staffUsers.passkeysRemovedAt, why: staffUsers.passkeysRemovedWhy })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  if (!user?.at || !user.why) return undefined;
  return `Your passkeys were removed on ${formatLondon(user.at)}, ${REMOVED_BECAUSE[user.why]}. Add yours again below.`;
}

const passkeysCounted = (n: number) => `${n} passkey${n === 1 ? "" : "s"}`;

/**
 * A new password; every session, remembered device and half-done sign-in of the account ends, its
 * throttles start again, and its passkeys go: whoever knew the old password could have added one
 * with it. Answers how many passkeys were removed.
 */
export async function resetPassword(db: Db, auth: StaffAuth, email: string, password: string): Promise<{ passkeysRemoved: number }> {
  const user = await requireStaff(db, email);
  const problem = passwordProblem(password, user.email);
  if (problem) throw refused("invalid", problem);
  const context = await auth.$context;
  await context.internalAdapter.updatePassword(user.id, await context.password.hash(password));
  const passkeysRemoved = await removeAllPasskeys(db, user.id, "password-reset");
  await removeSessionsAndTrust(db, auth, user.id);
  await clearThrottles(db, auth, user.email);
  await audit(db, TERMINAL, {
    action: "password reset",
    detail: passkeysRemoved ? `${user.email}; ${passkeysCounted(passkeysRemoved)} removed` : user.email,
  });
  return { passkeysRemoved };
}

/** Removes the authenticator and every passkey: the next sign-in sets an authenticator up again. Sessions end. */
export async function resetTwoFactor(db: Db, auth: StaffAuth, email: string, actor: Actor = TERMINAL): Promise<void> {
  const user = await requireStaff(db, email);
  await db.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
  const passkeys = await removeAllPasskeys(db, user.id, "authenticator-reset");
  await db.update(staffUsers).set({ twoFactorEnabled: false }).where(eq(staffUsers.id, user.id));
  await removeSessionsAndTrust(db, auth, user.id);
  await audit(db, actor, { action: "two-factor reset", detail: `${user.email}; ${passkeysCounted(passkeys)} removed` });
}
