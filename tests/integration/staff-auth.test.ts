import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/server/db/client.server";
import { auditLog, staffSessions, staffUsers } from "../../app/server/db/schema.server";
import {
  AccountError,
  addStaff,
  disableStaff,
  enableStaff,
  listStaff,
  passwordProblem,
  resetPassword,
  resetTwoFactor,
} from "../../app/server/staff/accounts.server";
import { applySetCookies, callAuth, createStaffAuth, type StaffAuth } from "../../app/server/staff/auth.server";
import {
  confirmSetup,
  pendingSecondFactor,
  pendingSetup,
  signInWithPassword,
  verifySecondFactor,
  WRONG_CODE,
  WRONG_PASSWORD,
  type SignInDeps,
  type Visitor,
} from "../../app/server/staff/sign-in.server";
import { totp } from "../support/totp";
import { freshPostgres } from "./harness";


const SITE = "https://www.example.com";
const PASSWORD = "correct horse battery staple";
const pgUrl = process.env.TEST_DATABASE_URL;

for (const backend of [
  { name: "PGlite", postgres: false },
  { name: "PostgreSQL", postgres: true },
]) {
  describe.skipIf(backend.postgres && !pgUrl)(`staff accounts and sign-in on ${backend.name}`, () => {
    let database: Database;
    let auth: StaffAuth;
    let deps: SignInDeps;
    let clock: Date;
    let drop: (() => Promise<void>) | undefined;
    let addressCounter = 0;

    beforeEach(async () => {
      let databaseUrl: string | undefined;
      if (backend.postgres) {
        const fresh = await freshPostgres(pgUrl!);
        databaseUrl = fresh.url;
        drop = fresh.drop;
      }
      database = await openDatabase({ databaseUrl, dataDir: mkdtempSync(path.join(tmpdir(), "staff-auth-")) });
      const appSecret = Buffer.from("a test secret that is long enough for the key derivation");
      auth = createStaffAuth({ db: database.db, appSecret, siteUrl: SITE });
      clock = new Date();
      deps = { db: database.db, auth, siteUrl: SITE, appSecret, now: () => clock };
    });
    afterEach(async () => {
      await database.close();
      await drop?.();
      drop = undefined;
    });

    /** A browser: its cookies, and a new address each time unless told (the lock is per account, whatever the address). */
    const browser = () => {
      const visitor: Visitor = { cookie: null, clientIp: "203.0.113.1", userAgent: "test" };
      return {
        visitor,
        fresh() {
          addressCounter += 1;
          visitor.clientIp = `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
          return visitor;
        },
        take(setCookies: string[] | undefined) {
          visitor.cookie = applySetCookies(visitor.cookie, setCookies ?? []);
        },
      };
    };

    const add = (email = "sam@example.com", password = PASSWORD) => addStaff(database.db, auth, { email, password });

    /** Signs in for the first time and sets up the authenticator; answers its base32 secret. */
    async function setUp(email = "sam@example.com"): Promise<string> {
      const b = browser();
      const first = await signInWithPassword(deps, b.fresh(), { email, password: PASSWORD });
      expect(first).toMatchObject({ ok: true, next: "/staff/setup" });
      b.take(first.ok ? first.setCookies : []);
      const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, email));
      const details = await pendingSetup(deps, user!);
      expect(details?.uri).toMatch(/^otpauth:\/\/totp\/Clearwell%20Waste%20Clearance:sam%40example\.com\?secret=/);
      const confirmed = await confirmSetup(deps, b.fresh(), user!, totp(details!.secret));
      expect(confirmed).toMatchObject({ ok: true });
      if (confirmed.ok) expect(confirmed.backupCodes).toHaveLength(10);
      return details!.secret;
    }

    it("adds, lists, disables, enables and resets staff accounts", async () => {
      const added = await add();
      expect(added).toMatchObject({ email: "sam@example.com", twoFactor: false, disabled: false });
      await expect(add()).rejects.toThrow(AccountError);
      await expect(addStaff(database.db, auth, { email: "kim@example.com", password: "short" })).rejects.toThrow(/at least 12/);
      await expect(addStaff(database.db, auth, { email: "kim@example.com", password: "qwertyuiopasdfgh" })).rejects.toThrow(/most common/);
      expect((await listStaff(database.db)).map((row) => row.email)).toEqual(["sam@example.com"]);

      const secret = await setUp();
      expect((await listStaff(database.db))[0]!.twoFactor).toBe(true);
      expect(await database.db.select().from(staffSessions)).toHaveLength(1);

      await disableStaff(database.db, auth, "SAM@example.com");
      expect(await database.db.select().from(staffSessions)).toHaveLength(0);
      expect((await listStaff(database.db))[0]!.disabled).toBe(true);
      const refused = await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: PASSWORD });
      expect(refused).toEqual({ ok: false, status: 401, message: WRONG_PASSWORD });

      await enableStaff(database.db, auth, "sam@example.com");
      const b = browser();
      const again = await signInWithPassword(deps, b.fresh(), { email: "sam@example.com", password: PASSWORD });
      expect(again).toMatchObject({ ok: true, next: "/staff/two-factor" });
      b.take(again.ok ? again.setCookies : []);
      const code = await verifySecondFactor(deps, b.fresh(), { code: totp(secret), trustDevice: false });
      expect(code).toMatchObject({ ok: true, next: "/staff" });

      await resetPassword(database.db, auth, "sam@example.com", "a whole new passphrase here");
      expect(await database.db.select().from(staffSessions)).toHaveLength(0);
      expect(await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: PASSWORD })).toMatchObject({ ok: false });
      expect(await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: "a whole new passphrase here" })).toMatchObject({
        ok: true,
        next: "/staff/two-factor",
      });

      await resetTwoFactor(database.db, auth, "sam@example.com");
      expect((await listStaff(database.db))[0]!.twoFactor).toBe(false);
      expect(await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: "a whole new passphrase here" })).toMatchObject({
        ok: true,
        next: "/staff/setup",
      });
      await expect(disableStaff(database.db, auth, "nobody@example.com")).rejects.toThrow(/No member of staff/);
      const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(["staff added", "staff disabled", "staff enabled", "password reset", "two-factor reset", "two-factor set up", "signed in"]));
    });

    it("refuses short and common passwords", () => {
      expect(passwordProblem("elevenchars")).toMatch(/at least 12/);
      expect(passwordProblem("1qaz2wsx3edc")).toMatch(/most common/);
      expect(passwordProblem("QWERTYUIOPASDFGH")).toMatch(/most common/);
      expect(passwordProblem("plum kettle on the stairs")).toBeUndefined();
    });

    it("locks an account after 10 wrong passwords from any addresses, until the window has passed", async () => {
      await add();
      for (let i = 0; i < 11; i++) {
        expect(await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: `wrong password ${i}` })).toEqual({
          ok: false,
          status: 401,
          message: WRONG_PASSWORD,
        });
      }
      const locked = await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: PASSWORD });
      expect(locked).toEqual({ ok: false, status: 401, message: WRONG_PASSWORD });
      clock = new Date(clock.getTime() + 14 * 60_000);
      expect(await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: PASSWORD })).toMatchObject({ ok: false });
      clock = new Date(clock.getTime() + 2 * 60_000);
      expect(await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: PASSWORD })).toMatchObject({ ok: true });
      const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
      expect(actions.filter((action) => action === "account locked")).toHaveLength(1);
      // The 11th and the right password while locked are refused without being checked.
      expect(actions.filter((action) => action === "sign-in failed")).toHaveLength(10);
      expect(actions.filter((action) => action === "sign-in refused")).toHaveLength(3);
    });

    it("locks an account after 10 wrong codes", async () => {
      await add();
      const secret = await setUp();
      for (let round = 0; round < 2; round++) {
        const b = browser();
        const signedIn = await signInWithPassword(deps, b.fresh(), { email: "sam@example.com", password: PASSWORD });
        expect(signedIn).toMatchObject({ ok: true, next: "/staff/two-factor" });
        b.take(signedIn.ok ? signedIn.setCookies : []);
        for (let i = 0; i < 5; i++) {
          const wrong = await verifySecondFactor(deps, b.fresh(), { code: totp(secret) === "000000" ? "111111" : "000000", trustDevice: false });
          expect(wrong).toMatchObject({ ok: false });
          if (!wrong.ok) b.take(wrong.setCookies);
        }
      }
      const b = browser();
      const locked = await signInWithPassword(deps, b.fresh(), { email: "sam@example.com", password: PASSWORD });
      expect(locked).toEqual({ ok: false, status: 401, message: WRONG_PASSWORD });
      clock = new Date(clock.getTime() + 16 * 60_000);
      const after = await signInWithPassword(deps, b.fresh(), { email: "sam@example.com", password: PASSWORD });
      expect(after).toMatchObject({ ok: true, next: "/staff/two-factor" });
      b.take(after.ok ? after.setCookies : []);
      expect(await pendingSecondFactor(deps, b.visitor.cookie)).toBeDefined();
      // A wrong code while the account is locked gives the same answer as any wrong code.
      clock = new Date(clock.getTime() - 16 * 60_000);
      expect(await verifySecondFactor(deps, b.fresh(), { code: totp(secret), trustDevice: false })).toMatchObject({ ok: false, message: WRONG_CODE });
    });

    it("answers an unknown email exactly as a wrong password", async () => {
      await add();
      const known = await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: "not the password at all" });
      const unknownStarted = performance.now();
      const unknown = await signInWithPassword(deps, browser().fresh(), { email: "nobody@example.com", password: "not the password at all" });
      const unknownMs = performance.now() - unknownStarted;
      const knownStarted = performance.now();
      await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: "not the password at all" });
      const knownMs = performance.now() - knownStarted;
      expect(unknown).toEqual(known);
      // Both hash the password (scrypt): neither answers in a fraction of the other's time.
      expect(unknownMs).toBeGreaterThan(knownMs / 4);
      const unknownEntry = (await database.db.select().from(auditLog)).find((row) => row.actor === "unknown account");
      expect(unknownEntry?.detail).not.toContain("nobody");
    });

    it("offers none of better-auth's sign-up, reset, delete or change-email endpoints", async () => {
      for (const path of ["/sign-up/email", "/request-password-reset", "/reset-password", "/delete-user", "/change-email", "/change-password", "/update-user"]) {
        const response = await callAuth(auth, SITE, path, { clientIp: "203.0.113.9", body: { email: "new@example.com", password: PASSWORD, name: "New" } });
        expect(response.status, path).toBe(404);
      }
      expect(await database.db.select().from(staffUsers)).toHaveLength(0);
    });
  });
}
