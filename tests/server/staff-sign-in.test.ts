/**
 * The staff sign-in over HTTP against the built server on PGlite, with accounts managed by
 * `npm run staff` through the server's socket.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendToSocket } from "../../app/server/staff/auth/socket.server";
import { startServerProcess, type ServerProcess } from "./server-process";
import { freePort } from "../integration/harness";
import { totp } from "../support/totp";
import { get, Jar, post, staffCommand } from "./staff-support";

const PASSWORD = "plum kettle on the stairs";

describe("staff sign-in over HTTP", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(await freePort());
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("adds staff through the server's socket, which only its own user may use", async () => {
    const socket = path.join(server.dataDir, "staff.sock");
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    const added = await staffCommand(
      server.dataDir,
      ["add", "sam@example.com", "--name", "Sam Jones", "--password-stdin"],
      `${PASSWORD}\n`,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain("Added sam@example.com");
    expect(added.stdout + added.stderr).not.toContain(PASSWORD);
    const listed = await staffCommand(server.dataDir, ["list"]);
    expect(listed.stdout).toMatch(/sam@example\.com\tSam Jones\towner\tactive\tno authenticator yet/);
    const common = await staffCommand(server.dataDir, ["add", "kim@example.com", "--password-stdin"], "qwertyuiopasdfgh\n");
    expect(common.code).toBe(1);
    expect(common.stderr).toMatch(/most common/);
    expect(await sendToSocket(socket, { command: "nonsense" })).toMatchObject({ ok: false });
    expect(await sendToSocket(socket, { command: "list", target: "x".repeat(20_000) })).toEqual({
      ok: false,
      output: "The request is too large.",
    });
  });

  it("signs in, sets up the authenticator, reaches the account page, and signs out everywhere", async () => {
    const base = server.url;
    const first = new Jar();
    const guarded = await get(base, "/staff/account", first);
    expect(guarded.status).toBe(303);
    expect(guarded.headers.get("location")).toBe("/staff/sign-in?next=%2Fstaff%2Faccount");

    const page = await (await get(base, "/staff/sign-in")).text();
    expect(page).toMatch(/autocomplete="username"/i);
    expect(page).toMatch(/autocomplete="current-password"/i);
    expect(page).toMatch(/<label[^>]*for="password"/);

    const wrong = await post(base, "/staff/sign-in", { email: "sam@example.com", password: "not the password" }, first);
    expect(wrong.status).toBe(401);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('role="alert"');
    expect(wrongPage).toContain('value="sam@example.com"');
    expect(wrongPage).not.toContain("not the password");

    const signedIn = await post(
      base,
      "/staff/sign-in",
      { email: "sam@example.com", password: PASSWORD, next: "https://evil.example/staff" },
      first,
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/staff/setup");
    const cookieLines = signedIn.headers.getSetCookie();
    expect(
      cookieLines.some(
        (line) => /^staff\.session_token=/.test(line) && /HttpOnly/i.test(line) && /SameSite=Lax/i.test(line) && /Path=\//.test(line),
      ),
    ).toBe(true);
    expect(cookieLines.some((line) => /Domain=/i.test(line))).toBe(false);

    expect((await get(base, "/staff/account", first)).headers.get("location")).toBe("/staff/setup");
    const setup = await get(base, "/staff/setup", first);
    expect(setup.status).toBe(200);
    const setupHtml = await setup.text();
    expect(setupHtml).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+"[^>]*alt="QR code to add sam@example\.com/);
    const secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(setupHtml)![1]!;
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(setupHtml).toMatch(/inputmode="numeric"/i);
    expect(setupHtml).toMatch(/autocomplete="one-time-code"/i);

    // The code of the previous time step: each code is good once, and the current one is used below.
    const confirmed = await post(base, "/staff/setup", { step: "confirm", code: totp(secret, Date.now() - 30_000) }, first);
    expect(confirmed.status).toBe(200);
    const codesHtml = await confirmed.text();
    const backupCodes = [...codesHtml.matchAll(/<li[^>]*>([2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4})<\/li>/g)].map(
      (match) => match[1],
    );
    expect(backupCodes).toHaveLength(10);

    const account = await get(base, "/staff/account", first);
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("Sign out everywhere");

    // A second device: password, then a backup code.
    const second = new Jar();
    const password2 = await post(base, "/staff/sign-in", { email: "sam@example.com", password: PASSWORD }, second);
    expect(password2.headers.get("location")).toBe("/staff/two-factor");
    expect((await get(base, "/staff/account", second)).headers.get("location")).toBe("/staff/two-factor");
    const badCode = await post(base, "/staff/two-factor", { code: "12345" }, second);
    expect(badCode.status).toBe(401);
    expect(await badCode.text()).toContain('role="alert"');
    const code2 = await post(base, "/staff/two-factor", { code: backupCodes[0]! }, second);
    expect(code2.status).toBe(303);
    expect(code2.headers.get("location")).toBe("/staff");
    expect((await get(base, "/staff/account", second)).status).toBe(200);

    const everywhere = await post(base, "/staff/sign-out-everywhere", {}, first);
    expect(everywhere.headers.get("location")).toBe("/staff/sign-in?notice=everywhere");
    expect((await get(base, "/staff/account", second)).headers.get("location")).toMatch(/^\/staff\/sign-in/);
    expect((await get(base, "/staff/account", first)).headers.get("location")).toMatch(/^\/staff\/sign-in/);

    // A disabled account's session ends at once.
    const third = new Jar();
    await post(base, "/staff/sign-in", { email: "sam@example.com", password: PASSWORD }, third);
    const code3 = await post(base, "/staff/two-factor", { code: totp(secret), trust: "1" }, third);
    expect(code3.headers.get("location")).toBe("/staff");
    expect(code3.headers.getSetCookie().some((line) => line.startsWith("staff.trust_device="))).toBe(true);
    expect((await get(base, "/staff/account", third)).status).toBe(200);
    const disabled = await staffCommand(server.dataDir, ["disable", "sam@example.com"]);
    expect(disabled.code, disabled.stderr).toBe(0);
    expect((await get(base, "/staff/account", third)).headers.get("location")).toMatch(/^\/staff\/sign-in/);
  });

  it("holds back 30 wrong passwords sent at once from 30 addresses, lets the owner in with password and code, and takes each code once", async () => {
    const base = server.url;
    const added = await staffCommand(server.dataDir, ["add", "kim@example.com", "--password-stdin"], `${PASSWORD}\n`);
    expect(added.code, added.stderr).toBe(0);
    const owner = new Jar();
    expect((await post(base, "/staff/sign-in", { email: "kim@example.com", password: PASSWORD }, owner)).headers.get("location")).toBe(
      "/staff/setup",
    );
    const secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(await (await get(base, "/staff/setup", owner)).text())![1]!;
    expect((await post(base, "/staff/setup", { step: "confirm", code: totp(secret, Date.now() - 30_000) }, owner)).status).toBe(200);

    // Through a trusted proxy (loopback), each request from its own address.
    const from = (address: string, fields: Record<string, string>, jar = new Jar()) =>
      fetch(`${base}/staff/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address, cookie: jar.header() },
        body: new URLSearchParams(fields).toString(),
      }).then((response) => {
        jar.take(response);
        return response;
      });
    const statuses = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => from(`198.51.100.${i + 1}`, { email: "kim@example.com", password: `wrong password ${i}` })),
      )
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);

    // The owner, from a device the account has not remembered: the password alone is held back ...
    const laptop = new Jar();
    const held = await from("203.0.113.50", { email: "kim@example.com", password: PASSWORD }, laptop);
    expect(held.status).toBe(429);
    const heldPage = await held.text();
    expect(heldPage).toContain('role="alert"');
    expect(heldPage).toMatch(/<input[^>]*name="code"/);
    // ... with the code it gets in.
    const code = totp(secret);
    const through = await from("203.0.113.50", { email: "kim@example.com", password: PASSWORD, code }, laptop);
    expect(through.status).toBe(303);
    expect(through.headers.get("location")).toBe("/staff");
    expect((await get(base, "/staff/account", laptop)).status).toBe(200);

    // That code again, on another device after the password: refused.
    const other = new Jar();
    expect((await from("203.0.113.51", { email: "kim@example.com", password: PASSWORD }, other)).headers.get("location")).toBe(
      "/staff/two-factor",
    );
    const again = await post(base, "/staff/two-factor", { code }, other);
    expect(again.status).toBe(401);
    expect(await again.text()).toContain("That code has been used already");
  });
});
