import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../app/server/db/client.server";
import { auditLog, staffSessions, staffUsers } from "../../app/server/db/schema.server";
import { addStaff, disableStaff, enableStaff, listStaff, resetPassword, resetTwoFactor } from "../../app/server/staff/auth/accounts.server";
import { passwordProblem } from "../../app/server/staff/auth/password-rules";
import { RefusedError } from "../../app/kernel/refusal";
import { runStaffCommand, type CommandContext } from "../../app/server/staff/auth/commands.server";
import { applySetCookies, callAuth, createStaffAuth, type StaffAuth } from "../../app/server/staff/auth/auth.server";
import { pendingSecondFactor, type SignInDeps, type Visitor } from "../../app/server/staff/auth/credentials.server";
import {
  ACCOUNT_HELD,
  CODE_USED,
  CODES_HELD,
  WRONG_CODE,
  WRONG_PASSWORD,
  WRONG_PASSWORD_OR_CODE,
} from "../../app/server/staff/auth/messages";
import { confirmSetup, pendingSetup } from "../../app/server/staff/auth/setup.server";
import { signInWithPassword, signOutEverywhere, verifySecondFactor } from "../../app/server/staff/auth/sign-in.server";
import { totp } from "../support/totp";
import { clockAtStepStart } from "../support/totp-clock";
import { testDatabase } from "./harness";
import { UNPRINTABLE } from "../support/unusual-characters";

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
      ({ database, drop } = await testDatabase(backend.postgres ? pgUrl : undefined, "staff-auth-"));
      const appSecret = Buffer.from("a test secret that is long enough for the key derivation");
      auth = createStaffAuth({ db: database.db, appSecret, siteUrl: SITE });
      clock = new Date();
      deps = { db: database.db, auth, siteUrl: SITE, appSecret, now: () => clock };
    });
    afterEach(async () => {
      vi.restoreAllMocks();
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

    /**
     * Signs in for the first time and sets up the authenticator with the code of the previous time
     * step (so this step's and the next one's codes are still free); answers the base32 secret, the
     * code used and the backup codes.
     */
    async function setUpWithCode(email = "sam@example.com"): Promise<{ secret: string; code: string; backupCodes: string[] }> {
      const b = browser();
      const first = await signInWithPassword(deps, b.fresh(), { email, password: PASSWORD });
      expect(first).toMatchObject({ ok: true, next: "/staff/setup" });
      b.take(first.ok ? first.setCookies : []);
      const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, email));
      const details = await pendingSetup(deps, user!);
      expect(details?.uri).toMatch(/^otpauth:\/\/totp\/Clearwell%20Waste%20Clearance:sam%40example\.com\?secret=/);
      // The step before now, leaving the current code for the test, which the test's clock keeps in the window.
      clockAtStepStart();
      const code = totp(details!.secret, Date.now() - 30_000);
      const confirmed = await confirmSetup(deps, b.fresh(), user!, code);
      expect(confirmed).toMatchObject({ ok: true });
      if (!confirmed.ok) throw new Error(confirmed.message);
      expect(confirmed.backupCodes).toHaveLength(10);
      return { secret: details!.secret, code, backupCodes: confirmed.backupCodes };
    }
    const setUp = async (email?: string) => (await setUpWithCode(email)).secret;

    it("adds, lists, disables, enables and resets staff accounts", async () => {
      const added = await add();
      expect(added).toMatchObject({ email: "sam@example.com", twoFactor: false, disabled: false });
      await expect(add()).rejects.toThrow(RefusedError);
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
      expect(refused).toEqual({ ok: false, kind: "unauthorised", message: WRONG_PASSWORD });

      await enableStaff(database.db, auth, "sam@example.com");
      const b = browser();
      const again = await signInWithPassword(deps, b.fresh(), { email: "sam@example.com", password: PASSWORD });
      expect(again).toMatchObject({ ok: true, next: "/staff/two-factor" });
      b.take(again.ok ? again.setCookies : []);
      const code = await verifySecondFactor(deps, b.fresh(), { code: totp(secret), trustDevice: false });
      expect(code).toMatchObject({ ok: true, next: "/staff" });

      await resetPassword(database.db, auth, "sam@example.com", "a whole new passphrase here");
      expect(await database.db.select().from(staffSessions)).toHaveLength(0);
      expect(await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: PASSWORD })).toMatchObject({
        ok: false,
      });
      expect(
        await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: "a whole new passphrase here" }),
      ).toMatchObject({
        ok: true,
        next: "/staff/two-factor",
      });

      await resetTwoFactor(database.db, auth, "sam@example.com");
      expect((await listStaff(database.db))[0]!.twoFactor).toBe(false);
      expect(
        await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: "a whole new passphrase here" }),
      ).toMatchObject({
        ok: true,
        next: "/staff/setup",
      });
      await expect(disableStaff(database.db, auth, "nobody@example.com")).rejects.toThrow(/No member of staff/);
      const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          "staff added",
          "staff disabled",
          "staff enabled",
          "password reset",
          "two-factor reset",
          "two-factor set up",
          "signed in",
        ]),
      );
    });

    it("npm run staff add: bidirectional controls, C1 controls and line separators in the name or email are refused, naming it, and no account is added", async () => {
      // The terminal's context: the add command needs the database and the accounts only.
      const context = { db: database.db, auth, siteUrl: SITE } as CommandContext;
      const addByTerminal = (target: string, name: string) =>
        runStaffCommand(context, { command: "add", target, name, password: PASSWORD });
      for (const [what, c] of UNPRINTABLE) {
        // The name is printed on every waste transfer note the member of staff issues.
        expect(await addByTerminal("kim@example.com", `Kim${c} Lee`), what).toEqual({
          ok: false,
          output: "Please remove the unusual characters (such as control characters) from the name.",
        });
        expect(await addByTerminal(`kim${c}@example.com`, "Kim Lee"), what).toEqual({
          ok: false,
          output: "Please remove the unusual characters (such as control characters) from the email address.",
        });
        await expect(
          addStaff(database.db, auth, { email: "kim@example.com", name: `Kim${c} Lee`, password: PASSWORD }),
        ).rejects.toMatchObject({
          refusal: { kind: "invalid", field: "name" },
        });
      }
      expect(await listStaff(database.db)).toEqual([]);
      expect(await addByTerminal("kim@example.com", "Kim Lee")).toMatchObject({ ok: true });
      expect((await listStaff(database.db)).map((row) => row.name)).toEqual(["Kim Lee"]);
    });

    it("refuses short and common passwords", () => {
      expect(passwordProblem("elevenchars")).toMatch(/at least 12/);
      expect(passwordProblem("1qaz2wsx3edc")).toMatch(/most common/);
      expect(passwordProblem("QWERTYUIOPASDFGH")).toMatch(/most common/);
      expect(passwordProblem("plum kettle on the stairs")).toBeUndefined();
    });

    /** Counts better-auth's password hashing: `hash` makes a new hash, `verify` checks against a stored one. */
    async function countHashing() {
      const context = await auth.$context;
      const hash = vi.spyOn(context.password, "hash");
      const verify = vi.spyOn(context.password, "verify");
      return {
        counts: () => ({ hash: hash.mock.calls.length, verify: verify.mock.calls.length }),
        clear() {
          hash.mockClear();
          verify.mockClear();
        },
      };
    }

    /** Whether a browser's cookies carry a live, complete session. */
    async function sessionOf(b: ReturnType<typeof browser>) {
      const found = await auth.api.getSession({ headers: new Headers({ cookie: b.visitor.cookie ?? "" }) });
      return found?.user.email;
    }

    /** Signs in with the password and a code, asking to trust the device; answers the browser. */
    async function rememberedDevice(secret: string) {
      const phone = browser();
      const first = await signInWithPassword(deps, phone.fresh(), { email: "sam@example.com", password: PASSWORD });
      expect(first).toMatchObject({ ok: true, next: "/staff/two-factor" });
      phone.take(first.ok ? first.setCookies : []);
      const trusted = await verifySecondFactor(deps, phone.fresh(), { code: totp(secret), trustDevice: true });
      expect(trusted).toMatchObject({ ok: true });
      phone.take(trusted.ok ? trusted.setCookies : []);
      return phone;
    }

    const wrongCode = (secret: string) => {
      const near = [-30_000, 0, 30_000].map((offset) => totp(secret, Date.now() + offset));
      return ["000000", "111111", "222222", "333333"].find((code) => !near.includes(code))!;
    };

    it("lets a remembered device in after 40 wrong passwords for the account from 40 addresses, one a minute", async () => {
      await add();
      const secret = await setUp();
      const phone = await rememberedDevice(secret);
      // Twelve hours later: the session is over, the remembered device is not.
      phone.visitor.cookie = phone.visitor
        .cookie!.split("; ")
        .filter((part) => !part.includes("session_token"))
        .join("; ");
      expect(await sessionOf(phone)).toBeUndefined();
      for (let i = 0; i < 40; i++) {
        expect(
          await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: `wrong password ${i}` }),
        ).toMatchObject({ ok: false });
        clock = new Date(clock.getTime() + 60_000);
      }
      const back = await signInWithPassword(deps, phone.fresh(), { email: "sam@example.com", password: PASSWORD });
      expect(back).toMatchObject({ ok: true, next: "/staff" });
      phone.take(back.ok ? back.setCookies : []);
      expect(await sessionOf(phone)).toBe("sam@example.com");
    });

    it("lets the right password with the right code in while wrong passwords hold the account back, telling nothing apart", async () => {
      await add();
      const secret = await setUp();
      for (let i = 0; i < 40; i++) {
        expect(
          await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: `wrong password ${i}` }),
        ).toMatchObject({ ok: false });
      }
      for (let i = 0; i < 6; i++)
        await signInWithPassword(deps, browser().fresh(), { email: "nobody@example.com", password: `wrong password ${i}` });
      // From a device the account has not remembered, the password alone is not enough for now;
      // an unknown email held back by wrong passwords is answered the same way.
      const laptop = browser();
      const asked = await signInWithPassword(deps, laptop.fresh(), { email: "sam@example.com", password: PASSWORD });
      expect(asked).toEqual({ ok: false, kind: "too-many", message: ACCOUNT_HELD, askCode: true });
      expect(await signInWithPassword(deps, browser().fresh(), { email: "nobody@example.com", password: PASSWORD })).toEqual(asked);
      // A wrong password with the right code is answered as the right password with a wrong code.
      const wrongPassword = await signInWithPassword(deps, browser().fresh(), {
        email: "sam@example.com",
        password: "not the password at all",
        code: totp(secret),
      });
      const wrongSecond = await signInWithPassword(deps, browser().fresh(), {
        email: "sam@example.com",
        password: PASSWORD,
        code: wrongCode(secret),
      });
      const unknown = await signInWithPassword(deps, browser().fresh(), {
        email: "nobody@example.com",
        password: PASSWORD,
        code: totp(secret),
      });
      expect(wrongPassword).toEqual({ ok: false, kind: "unauthorised", message: WRONG_PASSWORD_OR_CODE, askCode: true });
      expect(wrongSecond).toEqual(wrongPassword);
      expect(unknown).toEqual(wrongPassword);
      const through = await signInWithPassword(deps, laptop.fresh(), { email: "sam@example.com", password: PASSWORD, code: totp(secret) });
      expect(through).toMatchObject({ ok: true, next: "/staff" });
      laptop.take(through.ok ? through.setCookies : []);
      expect(await sessionOf(laptop)).toBe("sam@example.com");
    });

    it("holds back each address with growing delays, refusing before any password is checked", async () => {
      await add();
      const hashing = await countHashing();
      const attacker: Visitor = { cookie: null, clientIp: "192.0.2.66", userAgent: "test" };
      const attempt = (i: number) =>
        signInWithPassword(deps, attacker, { email: `someone${i}@example.com`, password: "wrong password here" });
      for (let i = 0; i < 5; i++) expect(await attempt(i)).toEqual({ ok: false, kind: "unauthorised", message: WRONG_PASSWORD });
      const checked = () => hashing.counts().hash + hashing.counts().verify;
      expect(checked()).toBe(5);
      expect(await attempt(5)).toMatchObject({
        ok: false,
        kind: "too-many",
        message: expect.stringMatching(/^Too many attempts from this connection/),
      });
      expect(checked()).toBe(5);
      clock = new Date(clock.getTime() + 31_000);
      expect(await attempt(6)).toEqual({ ok: false, kind: "unauthorised", message: WRONG_PASSWORD });
      expect(await attempt(7)).toMatchObject({ ok: false, kind: "too-many" });
      clock = new Date(clock.getTime() + 31_000);
      expect(await attempt(8)).toMatchObject({ ok: false, kind: "too-many" });
      clock = new Date(clock.getTime() + 30_000);
      expect(await attempt(9)).toEqual({ ok: false, kind: "unauthorised", message: WRONG_PASSWORD });
      expect(checked()).toBe(7);
      // The same address in a /64 of IPv6 is one address.
      const v6 = (suffix: string): Visitor => ({ cookie: null, clientIp: `2001:db8:1:2::${suffix}`, userAgent: "test" });
      for (let i = 0; i < 5; i++)
        await signInWithPassword(deps, v6(`${i + 1}`), { email: `someone${i}@example.com`, password: "wrong password here" });
      expect(await signInWithPassword(deps, v6("ff"), { email: "someone@example.com", password: "wrong password here" })).toMatchObject({
        kind: "too-many",
      });
      // Everyone else is unaffected.
      expect(await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: PASSWORD })).toMatchObject({
        ok: true,
      });
    });

    it("holds back wrong codes per account with growing delays, whatever the address", async () => {
      await add();
      const secret = await setUp();
      const challenge = async () => {
        const b = browser();
        const signedIn = await signInWithPassword(deps, b.fresh(), { email: "sam@example.com", password: PASSWORD });
        expect(signedIn).toMatchObject({ ok: true, next: "/staff/two-factor" });
        b.take(signedIn.ok ? signedIn.setCookies : []);
        return b;
      };
      let b = await challenge();
      for (let i = 0; i < 5; i++) {
        const wrong = await verifySecondFactor(deps, b.fresh(), { code: wrongCode(secret), trustDevice: false });
        expect(wrong).toMatchObject({ ok: false, message: WRONG_CODE });
        if (!wrong.ok) b.take(wrong.setCookies);
      }
      b = await challenge();
      // Even the right code waits now, from any address.
      expect(await verifySecondFactor(deps, b.fresh(), { code: totp(secret), trustDevice: false })).toEqual({
        ok: false,
        kind: "too-many",
        message: CODES_HELD,
      });
      clock = new Date(clock.getTime() + 31_000);
      expect(await verifySecondFactor(deps, b.fresh(), { code: wrongCode(secret), trustDevice: false })).toMatchObject({
        ok: false,
        kind: "unauthorised",
        message: WRONG_CODE,
      });
      clock = new Date(clock.getTime() + 31_000);
      expect(await verifySecondFactor(deps, b.fresh(), { code: totp(secret), trustDevice: false })).toMatchObject({
        ok: false,
        kind: "too-many",
      });
      clock = new Date(clock.getTime() + 30_000);
      const right = await verifySecondFactor(deps, b.fresh(), { code: totp(secret), trustDevice: false });
      expect(right).toMatchObject({ ok: true, next: "/staff" });
    });

    it("gives backup codes that cannot be misread (no 0, O, 1, l or i) and takes one typed in capitals with spaces, once", async () => {
      await add();
      const { backupCodes } = await setUpWithCode();
      expect(new Set(backupCodes).size).toBe(10);
      for (const code of backupCodes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);
      const typed = ` ${backupCodes[0]!.toUpperCase().replace(/-/g, " - ")} `;
      const b = browser();
      const signedIn = await signInWithPassword(deps, b.fresh(), { email: "sam@example.com", password: PASSWORD });
      b.take(signedIn.ok ? signedIn.setCookies : []);
      expect(await verifySecondFactor(deps, b.fresh(), { code: typed, trustDevice: false })).toMatchObject({ ok: true, next: "/staff" });
      const again = browser();
      const second = await signInWithPassword(deps, again.fresh(), { email: "sam@example.com", password: PASSWORD });
      again.take(second.ok ? second.setCookies : []);
      expect(await verifySecondFactor(deps, again.fresh(), { code: backupCodes[0]!, trustDevice: false })).toMatchObject({
        ok: false,
        kind: "unauthorised",
      });
    });

    it("refuses a code that was used already, at set-up and at sign-in, also when sent twice at once", async () => {
      await add();
      const { secret, code: setupCode } = await setUpWithCode();
      const signIn = async () => {
        const b = browser();
        const signedIn = await signInWithPassword(deps, b.fresh(), { email: "sam@example.com", password: PASSWORD });
        b.take(signedIn.ok ? signedIn.setCookies : []);
        return b;
      };
      // The code that confirmed the set-up cannot sign in.
      const again = await signIn();
      expect(await verifySecondFactor(deps, again.fresh(), { code: setupCode, trustDevice: false })).toEqual({
        ok: false,
        kind: "unauthorised",
        message: CODE_USED,
      });
      // One newer code sent from two browsers at once: one gets in.
      const [one, two] = [await signIn(), await signIn()];
      const next = totp(secret, Date.now() + 30_000);
      const both = await Promise.all([one, two].map((b) => verifySecondFactor(deps, b.fresh(), { code: next, trustDevice: false })));
      expect(both.filter((result) => result.ok)).toHaveLength(1);
      expect(both.filter((result) => !result.ok)).toEqual([{ ok: false, kind: "unauthorised", message: CODE_USED }]);
      // Nor can the code before it, still inside the window.
      const third = await signIn();
      expect(await verifySecondFactor(deps, third.fresh(), { code: totp(secret), trustDevice: false })).toEqual({
        ok: false,
        kind: "unauthorised",
        message: CODE_USED,
      });
    });

    it("drops a half-finished sign-in when the account's sessions are revoked", async () => {
      await add();
      const { backupCodes } = await setUpWithCode();
      const [user] = await database.db.select().from(staffUsers);
      let password = PASSWORD;
      const revocations: [string, () => Promise<unknown>][] = [
        ["sign out everywhere", () => signOutEverywhere(deps, browser().fresh(), { id: user!.id, email: user!.email })],
        [
          "disable",
          async () => {
            await disableStaff(database.db, auth, "sam@example.com");
            await enableStaff(database.db, auth, "sam@example.com");
          },
        ],
        [
          "reset-password",
          async () => {
            await resetPassword(database.db, auth, "sam@example.com", "a whole new passphrase here");
            password = "a whole new passphrase here";
          },
        ],
        ["reset-2fa", () => resetTwoFactor(database.db, auth, "sam@example.com")],
      ];
      for (const [index, [name, revoke]] of revocations.entries()) {
        const b = browser();
        const signedIn = await signInWithPassword(deps, b.fresh(), { email: "sam@example.com", password });
        expect(signedIn, name).toMatchObject({ ok: true, next: "/staff/two-factor" });
        b.take(signedIn.ok ? signedIn.setCookies : []);
        expect(await pendingSecondFactor(deps, b.visitor.cookie), name).toBeDefined();
        await revoke();
        expect(await pendingSecondFactor(deps, b.visitor.cookie), name).toBeUndefined();
        expect(await verifySecondFactor(deps, b.fresh(), { code: backupCodes[index]!, trustDevice: false }), name).toMatchObject({
          ok: false,
          restart: true,
        });
        expect(await sessionOf(b), name).toBeUndefined();
      }
    });

    it("checks at most 5 of 30 wrong passwords sent at once from 30 addresses", async () => {
      await add();
      const hashing = await countHashing();
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: `wrong password ${i}` }),
        ),
      );
      expect(results.every((result) => !result.ok)).toBe(true);
      const { hash, verify } = hashing.counts();
      expect(hash + verify).toBeLessThanOrEqual(5);
    });

    it("does the same work for an unknown email as for a wrong password, and answers the same", async () => {
      await add();
      await add("kim@example.com");
      await disableStaff(database.db, auth, "kim@example.com");
      const hashing = await countHashing();
      const known = await signInWithPassword(deps, browser().fresh(), { email: "sam@example.com", password: "not the password at all" });
      const knownWork = hashing.counts();
      hashing.clear();
      const unknown = await signInWithPassword(deps, browser().fresh(), {
        email: "nobody@example.com",
        password: "not the password at all",
      });
      const unknownWork = hashing.counts();
      hashing.clear();
      const disabled = await signInWithPassword(deps, browser().fresh(), { email: "kim@example.com", password: PASSWORD });
      const disabledWork = hashing.counts();
      expect(unknown).toEqual(known);
      expect(disabled).toEqual(known);
      // One check of the typed password against a stored hash (a dummy one of the same kind when there is none).
      expect(knownWork).toEqual({ hash: 0, verify: 1 });
      expect(unknownWork).toEqual(knownWork);
      expect(disabledWork).toEqual(knownWork);
      const unknownEntry = (await database.db.select().from(auditLog)).find((row) => row.actor === "unknown account");
      expect(unknownEntry?.detail).not.toContain("nobody");
    });

    it("offers none of better-auth's sign-up, reset, delete or change-email endpoints", async () => {
      for (const path of [
        "/sign-up/email",
        "/request-password-reset",
        "/reset-password",
        "/delete-user",
        "/change-email",
        "/change-password",
        "/update-user",
      ]) {
        const response = await callAuth(auth, SITE, path, {
          clientIp: "203.0.113.9",
          body: { email: "new@example.com", password: PASSWORD, name: "New" },
        });
        expect(response.status, path).toBe(404);
      }
      expect(await database.db.select().from(staffUsers)).toHaveLength(0);
    });
  });
}
