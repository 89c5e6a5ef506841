/**
 * `npm run staff -- …` run as an operator runs it: npm in a copy of the repository holding only what
 * a clone holds (its node_modules as `npm ci` leaves them, no build), plain Node, no test runner's
 * module loader in between. Every command, in each set-up, one file each so they run side by side:
 * PGlite with the server running (the command goes through its socket: staff-cli.test.ts), PGlite
 * with no server (the command opens the database itself: staff-cli-no-server.test.ts), and
 * PostgreSQL (it always opens the database itself: staff-cli-postgres.test.ts).
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { freePort } from "../integration/harness";
import { emailFiles, sendQuoteWithPhoto, startServerProcess, type ServerProcess } from "./server-process";

export const PASSWORD = "a long enough password 1";
const NEW_PASSWORD = "another long password 2";

/** The repository's files as a clone has them (tracked, plus new files not ignored), with node_modules. */
export function cloneOfRepository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "staff-cli-clone-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) if (existsSync(file)) cpSync(file, path.join(dir, file), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run staff -- <args>` in the clone, with `settings` as the environment's, `stdin` piped in. */
export function npmRunStaff(clone: string, settings: Record<string, string>, args: string[], stdin = ""): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", ...settings };
  if (!settings.DATABASE_URL) delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "staff", "--", ...args], { cwd: clone, env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    // "close", not "exit": the pipes may still hold output when the process exits.
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** Each command once, in the order an operator might use them, with what it must say and do. */
export async function everyCommand(clone: string, settings: Record<string, string>, reference: string, database: RegExp): Promise<void> {
  const run = async (args: string[], expected: RegExp, stdin?: string) => {
    const result = await npmRunStaff(clone, settings, args, stdin);
    expect(result.code, `npm run staff -- ${args.join(" ")}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toMatch(expected);
    return result;
  };
  const email = "casey@example.com";
  const added = await run(
    ["add", email, "--name", "Casey Owner", "--password-stdin"],
    /^Added casey@example\.com\. They sign in at /,
    `${PASSWORD}\n`,
  );
  // The database used is named, on standard error (standard output may be the register's CSV).
  expect(added.stderr).toMatch(database);
  await run(["list"], /^casey@example\.com\tCasey Owner\tactive\tno authenticator yet\tadded \d{4}-\d\d-\d\d$/m);
  await run(["disable", email], /^Disabled casey@example\.com; its sessions have ended\./);
  await run(["list"], /^casey@example\.com\tCasey Owner\tdisabled\t/m);
  await run(["enable", email], /^Enabled casey@example\.com\./);
  await run(["list"], /^casey@example\.com\tCasey Owner\tactive\t/m);
  await run(
    ["reset-password", email, "--password-stdin"],
    /^New password set for casey@example\.com; its sessions have ended\./,
    `${NEW_PASSWORD}\n`,
  );
  await run(["passkeys", email], /^casey@example\.com has no passkeys\.$/m);
  const noSuchPasskey = await npmRunStaff(clone, settings, ["passkeys", email, "--remove", "no-such-passkey"]);
  expect(noSuchPasskey.code).toBe(1);
  expect(noSuchPasskey.stderr).toMatch(/casey@example\.com has no passkey with the id no-such-passkey\. Nothing was removed\./);
  await run(
    ["reset-2fa", email],
    /^Removed the authenticator and passkeys of casey@example\.com; they set up a new authenticator at their next sign-in\./,
  );

  // The waste register: CSV on standard output (no note issued here: the header alone), dates checked.
  const register = await run(
    ["register", "--from", "2026-11-01", "--to", "2026-11-30"],
    /^\uFEFF"date of transfer \(London\)","time of transfer \(London\)","note number","note status","corrects note","code","description",/,
  );
  expect(register.stdout.split("\r\n")).toHaveLength(2);
  const refused = await npmRunStaff(clone, settings, ["register", "--from", "2026-02-30", "--to", "2026-11-30"]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/Enter the first date as year, month and day, e\.g\. 2026-11-01\./);

  expect(emailFiles(settings.DATA_DIR!, reference)).toHaveLength(2);
  await run(["erase", reference], new RegExp(`^Erased 1 quote request: ${reference}\\.`));
  expect(emailFiles(settings.DATA_DIR!, reference)).toEqual([]);
  expect(readdirSync(path.join(settings.DATA_DIR!, "uploads"))).toEqual([]);
  await run(["erase", reference], new RegExp(`^No quote request matches ${reference}; nothing was erased\\.`));
}

/** A server on `settings`, with one quote (a photo, both emails written) stored; the server is left running. */
export async function serverWithOneQuote(settings: Record<string, string>): Promise<{ server: ServerProcess; reference: string }> {
  const server = await startServerProcess(await freePort(), settings, settings.DATA_DIR);
  const reference = await sendQuoteWithPhoto(server, `cli-${path.basename(settings.DATA_DIR!)}`);
  await expect.poll(() => emailFiles(settings.DATA_DIR!, reference).length, { timeout: 20_000 }).toBe(2);
  return { server, reference };
}
