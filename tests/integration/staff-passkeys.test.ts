import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../app/server/db/client.server";
import {
  auditLog,
  staffPasskeys,
  staffSessions,
  staffSignInThrottles,
  staffUsers,
  staffVerifications,
} from "../../app/server/db/schema.server";
import { diskPhotoStore } from "../../app/server/photos/disk-store.server";
import { purgeExpired } from "../../app/server/root/runtime.server";
import { addStaff, disableStaff, resetTwoFactor, TERMINAL } from "../../app/server/staff/auth/accounts.server";
import { applySetCookies, callAuth, createStaffAuth, type StaffAuth } from "../../app/server/staff/auth/auth.server";
import { runStaffCommand } from "../../app/server/staff/auth/commands.server";
import {
  finishAddingPasskey,
  listPasskeys,
  PASSKEY_REFUSED,
  passkeySignInOptions,
  removePasskey,
  signInWithPasskey,
  startAddingPasskey,
  STEP_UP_WRONG,
  TOO_MANY_PASSKEYS,
} from "../../app/server/staff/auth/passkeys.server";
import { challengeHolds, newChallenge, passkeysAvailable, stepUpProof } from "../../app/server/staff/auth/passkey-challenges.server";
import type { SignInDeps, Visitor } from "../../app/server/staff/auth/credentials.server";
import { confirmSetup, pendingSetup } from "../../app/server/staff/auth/setup.server";
import { signInWithPassword } from "../../app/server/staff/auth/sign-in.server";
import { signInState } from "../../app/server/staff/auth/session.server";
import { SoftAuthenticator, type Behaviour } from "../support/authenticator";
import { totp } from "../support/totp";
import { clockAtStepStart } from "../support/totp-clock";
import { testDatabase } from "./harness";

const SITE = "https://www.example.com";
const PASSWORD = "correct horse battery staple";
const pgUrl = process.env.TEST_DATABASE_URL;

describe("passkey challenges", () => {
  const secret = "a secret";
  it("hold for their purpose and account until they expire, and are refused when altered", () => {
    const now = Date.now();
    const challenge = Buffer.from(newChallenge(secret, "register", "user-1", now)).toString("base64url");
    expect(challengeHolds(secret, "register", "user-1", challenge, now)).toBe(true);
    expect(challengeHolds(secret, "register", "user-2", challenge, now)).toBe(false);
    expect(challengeHolds(secret, "sign-in", "user-1", challenge, now)).toBe(false);
    expect(challengeHolds("another secret", "register", "user-1", challenge, now)).toBe(false);
    expect(challengeHolds(secret, "register", "user-1", challenge, now + 5 * 60_000 + 1000)).toBe(false);
    const bytes = Buffer.from(challenge, "base64url");
    bytes[20]! ^= 1;
    expect(challengeHolds(secret, "register", "user-1", bytes.toString("base64url"), now)).toBe(false);
    expect(challengeHolds(secret, "register", "user-1", "A".repeat(100_000), now)).toBe(false);
  });
  it("need a site name: an IP address cannot be a relying party", () => {
    expect(passkeysAvailable("https://www.example.com")).toBe(true);
    expect(passkeysAvailable("http://localhost:3000")).toBe(true);
    expect(passkeysAvailable("http://127.0.0.1:3000")).toBe(false);
    expect(passkeysAvailable("http://[::1]:3000")).toBe(false);
  });
});

for (const backend of [
  { name: "PGlite", postgres: false },
  { name: "PostgreSQL", postgres: true },
]) {
  describe.skipIf(backend.postgres && !pgUrl)(`staff passkeys on ${backend.name}`, () => {
    let database: Database;
    let auth: StaffAuth;
    let deps: SignInDeps;
    let drop: (() => Promise<void>) | undefined;
    let addresses = 0;

    beforeEach(async () => {
      ({ database, drop } = await testDatabase(backend.postgres ? pgUrl : undefined, "staff-passkeys-"));
      const appSecret = Buffer.from("a test secret that is long enough for the key derivation");
      auth = createStaffAuth({ db: database.db, appSecret, siteUrl: SITE });
      deps = { db: database.db, auth, siteUrl: SITE, appSecret, now: () => new Date() };
    });
    afterEach(async () => {
      await database.close();
      await drop?.();
      drop = undefined;
    });

    const visitor = (cookie: string | null = null): Visitor => {
      addresses += 1;
      return { cookie, clientIp: `198.51.100.${(addresses % 250) + 1}`, userAgent: "test" };
    };
    const request = (cookie: string) => new Request(`${SITE}/staff`, { headers: { cookie } });

    /** Sam, signed in with the password and an authenticator set up: the session's cookie and the TOTP secret. */
    async function signedIn(email = "sam@example.com") {
      await addStaff(database.db, auth, { email, password: PASSWORD });
      const first = await signInWithPassword(deps, visitor(), { email, password: PASSWORD });
      if (!first.ok) throw new Error(first.message);
      const cookie = applySetCookies(null, first.setCookies);
      const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, email));
      const details = await pendingSetup(deps, user!);
      clockAtStepStart();
      const confirmed = await confirmSetup(deps, visitor(cookie), user!, totp(details!.secret, Date.now() - 30_000));
      if (!confirmed.ok) throw new Error(confirmed.message);
      const signedInCookie = applySetCookies(cookie, confirmed.setCookies);
      const state = await signInState(request(signedInCookie), services());
      if (state.state !== "signed-in") throw new Error(`not signed in: ${state.state}`);
      return { cookie: signedInCookie, secret: details!.secret, user: { id: user!.id, email, sessionId: state.staff.sessionId } };
    }
    /** What signInState needs of the runtime. */
    const services = () => ({ database: { db: database.db }, secret: deps.appSecret, env: { SITE_URL: SITE } }) as never;

    /** Adds a passkey made by `device` after the password step; answers the passkey's row. */
    async function addPasskey(
      device: SoftAuthenticator,
      session: { cookie: string; user: { id: string; email: string; sessionId: string } },
      name = "Work phone",
    ) {
      const started = await startAddingPasskey(deps, visitor(session.cookie), session.user, PASSWORD);
      if (!started.ok) throw new Error(started.message);
      const answer = device.create(started.options);
      const added = await finishAddingPasskey(deps, visitor(session.cookie), session.user, { response: JSON.stringify(answer), name });
      expect(added).toEqual({ ok: true, name });
    }

    async function passkeySignIn(device: SoftAuthenticator, behaviour: Behaviour = {}, from = visitor()) {
      const options = await passkeySignInOptions(deps);
      return signInWithPasskey(deps, from, { response: JSON.stringify(device.get(options!, behaviour)), next: "/staff/schedule" });
    }
    const sessions = async () => (await database.db.select().from(staffSessions)).length;
    const actions = async () => (await database.db.select().from(auditLog)).map((row) => `${row.action}: ${row.detail ?? ""}`);

    it("adds a passkey after the password, signs in with it alone (no code), and records both", async () => {
      const session = await signedIn();
      const phone = new SoftAuthenticator(SITE);
      await addPasskey(phone, session);
      const [row] = await database.db.select().from(staffPasskeys);
      expect(row).toMatchObject({
        userId: session.user.id,
        name: "Work phone",
        counter: 0,
        transports: "internal,hybrid",
        lastUsedAt: null,
      });

      const before = await sessions();
      const result = await passkeySignIn(phone);
      expect(result).toMatchObject({ ok: true, next: "/staff/schedule" });
      if (!result.ok) return;
      expect(await sessions()).toBe(before + 1);
      const state = await signInState(request(applySetCookies(null, result.setCookies)), services());
      expect(state).toMatchObject({ state: "signed-in", staff: { email: "sam@example.com" } });
      const [used] = await database.db.select().from(staffPasskeys);
      expect(used!.counter).toBe(1);
      expect(used!.lastUsedAt).toBeInstanceOf(Date);
      expect(await actions()).toEqual(expect.arrayContaining(["passkey added: Work phone", "signed in (passkey): Work phone"]));
    });

    it("asks for the password or a current code before a passkey is added: a session alone cannot", async () => {
      const session = await signedIn();
      const wrong = await startAddingPasskey(deps, visitor(session.cookie), session.user, "not the password");
      expect(wrong).toEqual({ ok: false, kind: "unauthorised", message: STEP_UP_WRONG });
      const code = await startAddingPasskey(deps, visitor(session.cookie), session.user, totp(session.secret));
      expect(code.ok).toBe(true);
      // The same code again is refused: each code is good once.
      expect((await startAddingPasskey(deps, visitor(session.cookie), session.user, totp(session.secret))).ok).toBe(false);
      // Options made for another account cannot add a passkey to this one.
      const other = await signedIn("kim@example.com");
      const kimsOptions = await startAddingPasskey(deps, visitor(other.cookie), other.user, PASSWORD);
      if (!kimsOptions.ok) throw new Error(kimsOptions.message);
      const answer = new SoftAuthenticator(SITE).create(kimsOptions.options);
      const planted = await finishAddingPasskey(deps, visitor(session.cookie), session.user, {
        response: JSON.stringify(answer),
        name: "x",
      });
      expect(planted.ok).toBe(false);
      // An answer made up without any options (its challenge not ours) is refused.
      const forged = new SoftAuthenticator(SITE).create({ challenge: "AAAA", rp: { id: "www.example.com" }, user: { id: "eA" } });
      expect(
        (await finishAddingPasskey(deps, visitor(session.cookie), session.user, { response: JSON.stringify(forged), name: "x" })).ok,
      ).toBe(false);
      expect(await database.db.select().from(staffPasskeys)).toHaveLength(0);
    });

    it("refuses a passkey made without user verification, for another origin or for another relying party", async () => {
      const session = await signedIn();
      for (const behaviour of [
        { uv: false },
        { origin: "https://www.example.com.evil.test" },
        { rpId: "evil.test" },
      ] satisfies Behaviour[]) {
        const started = await startAddingPasskey(deps, visitor(session.cookie), session.user, PASSWORD);
        if (!started.ok) throw new Error(started.message);
        const answer = new SoftAuthenticator(SITE).create(started.options, behaviour);
        const added = await finishAddingPasskey(deps, visitor(session.cookie), session.user, {
          response: JSON.stringify(answer),
          name: "x",
        });
        expect(added.ok, JSON.stringify(behaviour)).toBe(false);
      }
      expect(await database.db.select().from(staffPasskeys)).toHaveLength(0);
    });

    it("refuses a reused challenge, a wrong origin or relying party, no user verification and a counter gone back: nothing signed in", async () => {
      const session = await signedIn();
      const phone = new SoftAuthenticator(SITE);
      await addPasskey(phone, session);
      const before = await sessions();

      // One challenge, two answers: the second is refused.
      const options = await passkeySignInOptions(deps);
      expect(options!.allowCredentials ?? []).toEqual([]);
      expect(options!.userVerification).toBe("required");
      const first = await signInWithPasskey(deps, visitor(), { response: JSON.stringify(phone.get(options!)) });
      expect(first.ok).toBe(true);
      const replay = await signInWithPasskey(deps, visitor(), { response: JSON.stringify(phone.get(options!)) });
      expect(replay).toEqual({ ok: false, kind: "unauthorised", message: PASSKEY_REFUSED });
      expect(await sessions()).toBe(before + 1);

      for (const behaviour of [
        { origin: "https://www.example.com.evil.test" },
        { origin: "http://www.example.com" },
        { rpId: "evil.test" },
        { uv: false },
        { counter: 1 },
      ] satisfies Behaviour[]) {
        const refused = await passkeySignIn(phone, behaviour);
        expect(refused, JSON.stringify(behaviour)).toEqual({ ok: false, kind: "unauthorised", message: PASSKEY_REFUSED });
      }
      expect(await sessions()).toBe(before + 1);
      const failures = (await actions()).filter((line) => line.startsWith("sign-in failed: passkey"));
      expect(failures).toEqual(
        expect.arrayContaining([
          "sign-in failed: passkey: challenge used",
          "sign-in failed: passkey: not verified",
          "sign-in failed: passkey: counter went back",
        ]),
      );
      // Garbage is refused as plainly.
      for (const response of ["", "not json", JSON.stringify({ id: "x" }), "[".repeat(50_000)]) {
        expect((await signInWithPasskey(deps, visitor(), { response })).ok).toBe(false);
      }
    });

    it("keeps an answered challenge's mark past the challenge's life, and the hourly clean-up removes it after", async () => {
      const session = await signedIn();
      const phone = new SoftAuthenticator(SITE);
      await addPasskey(phone, session);
      const options = await passkeySignInOptions(deps);
      const answer = JSON.stringify(phone.get(options!));
      expect((await signInWithPasskey(deps, visitor(), { response: answer })).ok).toBe(true);
      const marks = async () =>
        (await database.db.select().from(staffVerifications)).filter((row) => row.identifier.startsWith("staff-passkey-challenge:"));
      // Adding the passkey answered one challenge, signing in another.
      expect(await marks()).toHaveLength(2);
      const store = diskPhotoStore(mkdtempSync(path.join(tmpdir(), "staff-passkeys-photos-")));
      await purgeExpired(database, store, new Date());
      expect(await marks()).toHaveLength(2);
      // A mark lasts six minutes, a challenge five: once the clean-up may remove it, the challenge has run out.
      await purgeExpired(database, store, new Date(Date.now() + 5 * 60_000));
      expect(await marks()).toHaveLength(2);
      await purgeExpired(database, store, new Date(Date.now() + 7 * 60_000));
      expect(await marks()).toHaveLength(0);
    });

    it("gives registration options only with the step-up's proof: a session alone gets none", async () => {
      const session = await signedIn();
      for (const body of [{ proof: "" }, { proof: "made-up" }, {}]) {
        const response = await callAuth(auth, SITE, "/staff-passkey/register-options", { ...visitor(session.cookie), body });
        expect(response.ok, JSON.stringify(body)).toBe(false);
      }
      // Another session's proof is no good either.
      const other = await signedIn("kim@example.com");
      const proof = stepUpProof((await auth.$context).secret, other.user.sessionId);
      expect((await callAuth(auth, SITE, "/staff-passkey/register-options", { ...visitor(session.cookie), body: { proof } })).ok).toBe(
        false,
      );
    });

    it("refuses an answer naming no account or another account, and two answers to one challenge sent together", async () => {
      const session = await signedIn();
      const phone = new SoftAuthenticator(SITE);
      await addPasskey(phone, session);
      for (const userHandle of [undefined, Buffer.from("someone-else").toString("base64url")]) {
        const options = await passkeySignInOptions(deps);
        const answer = phone.get(options!);
        const response = { ...answer, response: { ...answer.response, userHandle } };
        expect(await signInWithPasskey(deps, visitor(), { response: JSON.stringify(response) })).toMatchObject({ ok: false });
      }
      expect((await actions()).filter((line) => line === "sign-in failed: passkey: wrong account")).toHaveLength(2);
      const before = await sessions();
      const options = await passkeySignInOptions(deps);
      const answer = JSON.stringify(phone.get(options!));
      const results = await Promise.all([1, 2, 3].map(() => signInWithPasskey(deps, visitor(), { response: answer })));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await sessions()).toBe(before + 1);
    });

    it("holds the limit of passkeys when several are added at once", async () => {
      const session = await signedIn();
      const phone = new SoftAuthenticator(SITE);
      for (let i = 0; i < 8; i++) await addPasskey(phone, session, `Key ${i}`);
      const started = await Promise.all([1, 2, 3].map(() => startAddingPasskey(deps, visitor(session.cookie), session.user, PASSWORD)));
      const added = await Promise.all(
        started.map((step, i) =>
          step.ok
            ? finishAddingPasskey(deps, visitor(session.cookie), session.user, {
                response: JSON.stringify(phone.create(step.options)),
                name: `Race ${i}`,
              })
            : step,
        ),
      );
      expect(await listPasskeys(database.db, session.user.id)).toHaveLength(Math.min(10, 8 + added.filter((a) => a.ok).length));
      expect((await listPasskeys(database.db, session.user.id)).length).toBeLessThanOrEqual(10);
      expect(added.some((a) => !a.ok && a.message === TOO_MANY_PASSKEYS)).toBe(true);
    });

    it("takes a synced passkey's constant 0, once per challenge", async () => {
      const session = await signedIn();
      const synced = new SoftAuthenticator(SITE, true);
      await addPasskey(synced, session, "Laptop");
      expect((await passkeySignIn(synced)).ok).toBe(true);
      expect((await passkeySignIn(synced)).ok).toBe(true);
      const [row] = await database.db.select().from(staffPasskeys);
      expect(row).toMatchObject({ counter: 0, backedUp: true });
    });

    it("refuses a disabled account's passkey, a removed passkey and one of an account whose authenticator was reset", async () => {
      const session = await signedIn();
      const phone = new SoftAuthenticator(SITE);
      await addPasskey(phone, session);
      await disableStaff(database.db, auth, session.user.email);
      expect(await passkeySignIn(phone)).toMatchObject({ ok: false, message: PASSKEY_REFUSED });
      // A refused sign-in leaves the passkey as it was: never "last used".
      expect((await database.db.select().from(staffPasskeys))[0]).toMatchObject({ counter: 0, lastUsedAt: null });
      expect(await sessions()).toBe(0);
      expect(await actions()).toContain("sign-in refused: passkey: account disabled");
      await database.db.update(staffUsers).set({ disabledAt: null });

      const [row] = await database.db.select().from(staffPasskeys);
      // Only the account's own passkey can be removed by it.
      expect(await removePasskey(database.db, { id: "someone", label: "someone" }, "another-user", row!.id)).toBeUndefined();
      expect(await removePasskey(database.db, { id: session.user.id, label: session.user.email }, session.user.id, row!.id)).toEqual({
        name: "Work phone",
      });
      expect(await passkeySignIn(phone)).toMatchObject({ ok: false, message: PASSKEY_REFUSED });
      expect(await actions()).toContain("sign-in failed: passkey: unknown passkey");

      const again = await signedIn("kim@example.com");
      const key = new SoftAuthenticator(SITE);
      await addPasskey(key, again, "Key");
      await resetTwoFactor(database.db, auth, again.user.email);
      expect(await listPasskeys(database.db, again.user.id)).toEqual([]);
      expect(await passkeySignIn(key)).toMatchObject({ ok: false });
      expect(await sessions()).toBe(0);
    });

    it("counts failed passkey sign-ins against the address only, and a success clears no other throttle", async () => {
      const session = await signedIn();
      const phone = new SoftAuthenticator(SITE);
      await addPasskey(phone, session);
      await database.db.delete(staffSignInThrottles);
      const from = visitor();
      for (let i = 0; i < 5; i++) expect((await passkeySignIn(phone, { uv: false }, from)).ok).toBe(false);
      const held = await passkeySignIn(phone, {}, from);
      expect(held).toMatchObject({ ok: false, kind: "too-many" });
      // Only the address was counted: one key.
      const keys = await database.db.select().from(staffSignInThrottles);
      expect(keys.map((row) => row.key.split(":")[0])).toEqual(["address"]);
      // Wrong passwords hold the email back; a passkey sign-in from elsewhere leaves that as it is.
      for (let i = 0; i < 6; i++) await signInWithPassword(deps, visitor(), { email: session.user.email, password: "wrong password here" });
      const emailKeys = async () => (await database.db.select().from(staffSignInThrottles)).filter((row) => row.key.startsWith("email:"));
      const held1 = await emailKeys();
      expect(held1).toHaveLength(1);
      expect((await passkeySignIn(phone)).ok).toBe(true);
      expect(await emailKeys()).toEqual(held1);
    });

    it("says a passkey refused by the endpoints' own limit is too many tries, and when to try again; the audit says rate limited", async () => {
      const session = await signedIn();
      const phone = new SoftAuthenticator(SITE);
      await addPasskey(phone, session);
      const from: Visitor = { cookie: session.cookie, clientIp: "203.0.113.77", userAgent: "test" };
      // Answers that are not passkeys, sent from one address until the endpoints' limit holds them back.
      let last: Awaited<ReturnType<typeof finishAddingPasskey>> | undefined;
      for (let i = 0; i < 40 && !(last && !last.ok && last.kind === "too-many"); i++)
        last = await finishAddingPasskey(deps, from, session.user, { response: JSON.stringify({ id: "x" }), name: "Spare" });
      expect(last).toMatchObject({
        ok: false,
        kind: "too-many",
        message: expect.stringMatching(/^Too many attempts from this connection\. Wait \d+ seconds?, then try again\.$/),
      });
      expect(await actions()).toContain("passkey refused: rate limited");
      expect(await actions()).not.toContain("passkey refused: unknown");
      // Sign-ins from one address, each one right, until the limit holds one back: said and audited the same way.
      const signInFrom: Visitor = { cookie: null, clientIp: "203.0.113.78", userAgent: "test" };
      let signIn: Awaited<ReturnType<typeof passkeySignIn>> | undefined;
      for (let i = 0; i < 40 && !(signIn && !signIn.ok); i++) signIn = await passkeySignIn(phone, {}, signInFrom);
      expect(signIn).toMatchObject({ ok: false, kind: "too-many", message: expect.stringMatching(/Wait \d+ seconds?, then try again\.$/) });
      expect(await actions()).toContain("sign-in failed: passkey: rate limited");
      // The options to add one, asked for again and again with the right password: the same.
      let started: Awaited<ReturnType<typeof startAddingPasskey>> | undefined;
      for (let i = 0; i < 40 && !(started && !started.ok); i++) started = await startAddingPasskey(deps, from, session.user, PASSWORD);
      expect(started).toMatchObject({
        ok: false,
        kind: "too-many",
        message: expect.stringMatching(/Wait \d+ seconds?, then try again\.$/),
      });
    }, 120_000); // up to three times forty password and passkey checks

    it("a password reset removes the account's passkeys and says so, as an authenticator reset does; the account keeps when and why", async () => {
      const session = await signedIn();
      const phone = new SoftAuthenticator(SITE);
      await addPasskey(phone, session);
      await addPasskey(new SoftAuthenticator(SITE), session, "Laptop");
      const context = { db: database.db, auth, siteUrl: SITE } as never;
      const reset = await runStaffCommand(context, {
        command: "reset-password",
        target: "sam@example.com",
        password: "a whole new passphrase here",
      });
      expect(reset).toEqual({
        ok: true,
        output:
          "New password set for sam@example.com; its sessions have ended and its 2 passkeys were removed (they could have been added by whoever knew the old password).",
      });
      expect(await listPasskeys(database.db, session.user.id)).toEqual([]);
      expect(await passkeySignIn(phone)).toMatchObject({ ok: false });
      const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, session.user.id));
      expect(user!.passkeysRemovedAt).toBeInstanceOf(Date);
      expect(user!.passkeysRemovedWhy).toBe("password-reset");
      expect(await actions()).toContain("password reset: sam@example.com; 2 passkeys removed");
      // With none to remove, the output does not speak of passkeys.
      const again = await runStaffCommand(context, {
        command: "reset-password",
        target: "sam@example.com",
        password: "another new passphrase here",
      });
      expect(again.output).toBe("New password set for sam@example.com; its sessions have ended.");
      await resetTwoFactor(database.db, auth, "sam@example.com");
      const [after] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, session.user.id));
      expect(after!.passkeysRemovedWhy).toBe("password-reset");
    });

    it("lists and removes passkeys from the terminal", async () => {
      const session = await signedIn();
      await addPasskey(new SoftAuthenticator(SITE), session, "Work phone");
      const context = { db: database.db, auth, siteUrl: SITE } as never;
      const listed = await runStaffCommand(context, { command: "passkeys", target: "SAM@example.com" });
      expect(listed.ok).toBe(true);
      expect(listed.output).toMatch(/\tWork phone\tadded \d+ \w+ \d{4}\tnever used/);
      const id = listed.output.split("\t")[0]!;
      expect(await runStaffCommand(context, { command: "passkeys", target: "sam@example.com", remove: "nope" })).toMatchObject({
        ok: false,
      });
      expect(await runStaffCommand(context, { command: "passkeys", target: "sam@example.com", remove: id })).toEqual({
        ok: true,
        output: 'Removed the passkey "Work phone" of sam@example.com. It can no longer sign in.',
      });
      expect((await runStaffCommand(context, { command: "passkeys", target: "sam@example.com" })).output).toBe(
        "sam@example.com has no passkeys.",
      );
      expect(await actions()).toContain("passkey removed: Work phone (sam@example.com)");
      expect(TERMINAL.label).toBe("terminal");
    });
  });
}
