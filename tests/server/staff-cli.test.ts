/**
 * `npm run staff -- …` run as an operator runs it: npm in a copy of the repository holding only what
 * a clone holds (its node_modules as `npm ci` leaves them, no build), plain Node, no test runner's
 * module loader in between. Every command, in each set-up: PGlite with the server running (the
 * command goes through its socket), PGlite with no server (the command opens the database
 * itself), and PostgreSQL (it always opens the database itself).
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort, freshPostgres } from "../integration/harness";
import { emailFiles, sendQuoteWithPhoto, startServerProcess, type ServerProcess } from "./server-process";

const pgUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = "a long enough password 1";
const NEW_PASSWORD = "another long password 2";

let clone: string;

/** The repository's files as a clone has them (tracked, plus new files not ignored), with node_modules. */
function cloneOfRepository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "staff-cli-clone-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) if (existsSync(file)) cpSync(file, path.join(dir, file), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run staff -- <args>` in the clone, with `settings` as the environment's, `stdin` piped in. */
function npmRunStaff(settings: Record<string, string>, args: string[], stdin = ""): Promise<Run> {
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
async function everyCommand(settings: Record<string, string>, reference: string, database: RegExp): Promise<void> {
  const run = async (args: string[], expected: RegExp, stdin?: string) => {
    const result = await npmRunStaff(settings, args, stdin);
    expect(result.code, `npm run staff -- ${args.join(" ")}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toMatch(expected);
    return result;
  };
  const email = "casey@example.com";
  const added = await run(
    ["add", email, "--name", "Casey Owner", "--password-stdin"],
    /^Added casey@example\.com \(owner\)\. They sign in at /,
    `${PASSWORD}\n`,
  );
  // The database used is named, on standard error (standard output may be the register's CSV).
  expect(added.stderr).toMatch(database);
  await run(["list"], /^casey@example\.com\tCasey Owner\towner\tactive\tno authenticator yet\tadded \d{4}-\d\d-\d\d$/m);
  await run(["disable", email], /^Disabled casey@example\.com; its sessions have ended\./);
  await run(["list"], /^casey@example\.com\tCasey Owner\towner\tdisabled\t/m);
  await run(["enable", email], /^Enabled casey@example\.com\./);
  await run(["list"], /^casey@example\.com\tCasey Owner\towner\tactive\t/m);
  // Roles: a crew member added as such, moved to the office and back; an unknown role refused, nothing added.
  await run(
    ["add", "cara@example.com", "--name", "Cara Crew", "--role", "crew", "--password-stdin"],
    /^Added cara@example\.com \(crew\)\. They sign in at /,
    `${PASSWORD}\n`,
  );
  await run(["list"], /^cara@example\.com\tCara Crew\tcrew\tactive\t/m);
  await run(["role", "cara@example.com", "--role", "office"], /^cara@example\.com is now office; its sessions have ended\./);
  await run(["list"], /^cara@example\.com\tCara Crew\toffice\t/m);
  await run(["role", "cara@example.com", "--role", "crew"], /^cara@example\.com is now crew; its sessions have ended\./);
  const badRole = await npmRunStaff(settings, ["add", "dan@example.com", "--role", "boss", "--password-stdin"], `${PASSWORD}\n`);
  expect(badRole.code).toBe(1);
  expect(badRole.stderr).toMatch(/"boss" is not a role: use one of owner, office, crew\./);
  await run(["list"], /^(?![\s\S]*dan@example\.com)/);
  await run(
    ["reset-password", email, "--password-stdin"],
    /^New password set for casey@example\.com; its sessions have ended\./,
    `${NEW_PASSWORD}\n`,
  );
  await run(["passkeys", email], /^casey@example\.com has no passkeys\.$/m);
  const noSuchPasskey = await npmRunStaff(settings, ["passkeys", email, "--remove", "no-such-passkey"]);
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
  const refused = await npmRunStaff(settings, ["register", "--from", "2026-02-30", "--to", "2026-11-30"]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/Enter the first date as year, month and day, e\.g\. 2026-11-01\./);

  expect(emailFiles(settings.DATA_DIR!, reference)).toHaveLength(2);
  await run(["erase", reference], new RegExp(`^Erased 1 quote request: ${reference}\\.`));
  expect(emailFiles(settings.DATA_DIR!, reference)).toEqual([]);
  expect(readdirSync(path.join(settings.DATA_DIR!, "uploads"))).toEqual([]);
  await run(["erase", reference], new RegExp(`^No quote request matches ${reference}; nothing was erased\\.`));
}

/** A server on `settings`, with one quote (a photo, both emails written) stored; the server is left running. */
async function serverWithOneQuote(settings: Record<string, string>): Promise<{ server: ServerProcess; reference: string }> {
  const server = await startServerProcess(await freePort(), settings, settings.DATA_DIR);
  const reference = await sendQuoteWithPhoto(server, `cli-${path.basename(settings.DATA_DIR!)}`);
  await expect.poll(() => emailFiles(settings.DATA_DIR!, reference).length, { timeout: 20_000 }).toBe(2);
  return { server, reference };
}

describe("npm run staff, as an operator runs it", () => {
  let server: ServerProcess | undefined;
  beforeAll(() => {
    clone = cloneOfRepository();
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it("PGlite, server running: every command goes through the server's socket", async () => {
    const settings = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "staff-cli-")) };
    const started = await serverWithOneQuote(settings);
    server = started.server;
    await everyCommand(
      settings,
      started.reference,
      new RegExp(`^Database: the running server's embedded database in ${settings.DATA_DIR}\\.\n$`),
    );
  });

  it("PGlite, no server running: every command opens the database itself", async () => {
    const settings = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "staff-cli-")) };
    const started = await serverWithOneQuote(settings);
    await started.server.stop();
    expect(existsSync(path.join(settings.DATA_DIR, "staff.sock"))).toBe(false);
    await everyCommand(settings, started.reference, new RegExp(`^Database: the embedded database in ${settings.DATA_DIR}\\.\n$`));
  }, 300_000); // each command starts the embedded database and checks its migrations

  it("reads the server's settings from .env, and refuses to make a second database while a server answers on PORT", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "staff-cli-"));
    server = await startServerProcess(await freePort(), {}, dataDir);
    // DATA_DIR unset: ./data in the clone has no database, and the site on PORT keeps its records elsewhere.
    const refused = await npmRunStaff({ PORT: String(server.port) }, ["add", "newcomer@example.com", "--password-stdin"], `${PASSWORD}\n`);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Nothing was changed: there is no database in .*\/data yet, but a server answers on port \d+/);
    expect(refused.stderr).toMatch(/the same DATA_DIR .* or put them in \.env/);
    expect(refused.stdout).toBe("");
    expect(existsSync(path.join(clone, "data", "pglite"))).toBe(false);

    // The same settings in .env: the command reaches the running server; no line about a missing .env anywhere.
    writeFileSync(path.join(clone, ".env"), `DATA_DIR=${dataDir}\nPORT=${server.port}\n`);
    try {
      const added = await npmRunStaff({}, ["add", "newcomer@example.com", "--password-stdin"], `${PASSWORD}\n`);
      expect(added.code, added.stderr).toBe(0);
      expect(added.stdout).toMatch(/^Added newcomer@example\.com \(owner\)\./);
      expect(added.stderr).toBe(`Database: the running server's embedded database in ${dataDir}.\n`);
    } finally {
      rmSync(path.join(clone, ".env"));
    }
    const withoutEnvFile = await npmRunStaff({ DATA_DIR: dataDir }, ["list"]);
    expect(withoutEnvFile.stdout).toMatch(/^newcomer@example\.com\t/m);
    expect(withoutEnvFile.stderr).not.toMatch(/not found/);
  });

  describe.skipIf(!pgUrl)("PostgreSQL", () => {
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      await drop?.();
    });

    it("every command opens the database itself, the server running or not", async () => {
      const database = await freshPostgres(pgUrl!);
      drop = database.drop;
      const settings = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "staff-cli-")), DATABASE_URL: database.url };
      const started = await serverWithOneQuote(settings);
      server = started.server;
      await everyCommand(settings, started.reference, /^Database: PostgreSQL 127\.0\.0\.1:5432\/[\w-]+\.\n$/);
    }, 300_000); // each command starts Node and opens the database
  });
});
