/**
 * `npm run staff -- <command> [email]`: staff accounts from the terminal (the commands are in
 * app/server/staff/auth/commands.server.ts). Passwords are asked for at a hidden prompt, or read from
 * standard input with --password-stdin; never taken from the command line.
 *
 * It reads the settings the server reads (the environment, then ./.env). With DATABASE_URL the command
 * opens PostgreSQL itself. With PGlite it asks the running server through DATA_DIR/staff.sock, or, when
 * no server runs there, opens the database itself; it refuses to make a new embedded database while a
 * server answers on PORT (that server keeps its records elsewhere). It names the database it used.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import "./app-modules.ts";

const { readEnv } = await import("../app/server/env.server.ts");
const { DataDirUnsafe, makeDataDirPrivate, PRIVATE_UMASK } = await import("../app/server/data-dir.server.ts");
const { staffCommandNamed, usage } = await import("../app/server/staff/auth/command-list.ts");
const { passwordProblem } = await import("../app/server/staff/auth/password-rules.ts");
const { sendToSocket, socketPath } = await import("../app/server/staff/auth/socket.server.ts");

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** A prompt whose answer is not shown as it is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    let asking = true;
    const internal = rl as unknown as { _writeToOutput: (text: string) => void };
    internal._writeToOutput = (text: string) => {
      if (asking) process.stdout.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    asking = false;
  });
}

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg === "--password-stdin" || arg === "--help" || arg === "-h"));
/** Options followed by a value: --name "Full Name", --role, the register's --from and --to, and the passkey to --remove. */
const VALUE_OPTIONS = ["--name", "--role", "--from", "--to", "--remove"] as const;
const valueAt = (option: string) => args.indexOf(option);
const optionValue = (option: (typeof VALUE_OPTIONS)[number]) => (valueAt(option) >= 0 ? args[valueAt(option) + 1] : undefined);
const name = optionValue("--name");
const valueIndexes = new Set(
  VALUE_OPTIONS.map((option) => valueAt(option))
    .filter((i) => i >= 0)
    .map((i) => i + 1),
);
const positional = args.filter((arg, i) => !arg.startsWith("--") && arg !== "-h" && !valueIndexes.has(i));
if (args.some((arg) => arg.startsWith("--password") && arg !== "--password-stdin")) {
  fail("Passwords are never taken from the command line (they would stay in the shell's history). Use the prompt or --password-stdin.", 2);
}
const [commandName, target, ...extra] = positional;
if (!commandName || flags.has("--help") || flags.has("-h")) fail(usage(), commandName ? 0 : 2);
const command = staffCommandNamed(commandName);
if (!command) fail(`Unknown command "${commandName}".\n${usage()}`, 2);
if (extra.length) fail(`Unexpected: ${extra.join(" ")}\n${usage()}`, 2);
if (command.argument && !target) fail(`Say which account: npm run staff -- ${commandName} ${command.argument}`, 2);

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  fail((error as Error).message);
}

let password: string | undefined;
if (command.needsPassword) {
  if (flags.has("--password-stdin")) {
    password = await readStdin();
  } else if (process.stdin.isTTY) {
    password = await askHidden(`New password for ${target} (12 characters or more): `);
    const again = await askHidden("The same password again: ");
    if (again !== password) fail("The two passwords differ. Nothing was changed.");
  } else {
    fail("No terminal to ask for the password: pipe it in with --password-stdin.", 2);
  }
  const problem = passwordProblem(password, target);
  if (problem) fail(`${problem} Nothing was changed.`);
}

const request = {
  command: commandName,
  target,
  password,
  name,
  from: optionValue("--from"),
  to: optionValue("--to"),
  remove: optionValue("--remove"),
  role: optionValue("--role"),
};
// Nothing else may keep the process alive while the database closes (its lock's helper is unref'd).
const keepAlive = setInterval(() => {}, 1000);

async function runHere(): Promise<{ ok: boolean; output: string }> {
  // What this process makes in DATA_DIR is its user's alone, as the server's is.
  process.umask(PRIVATE_UMASK);
  try {
    makeDataDirPrivate(env.dataDir);
  } catch (error) {
    if (error instanceof DataDirUnsafe) fail(error.message);
    throw error;
  }
  const [{ runStaffCommand }, { openDatabase }, { createStaffAuth }, { appSecret }, { createPhotoStore }, { log }] = await Promise.all([
    import("../app/server/staff/auth/commands.server.ts"),
    import("../app/server/db/client.server.ts"),
    import("../app/server/staff/auth/auth.server.ts"),
    import("../app/server/app-secret.server.ts"),
    import("../app/server/photos/create-store.server.ts"),
    import("../app/server/log.server.ts"),
  ]);
  log.level = env.LOG_LEVEL;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    const auth = createStaffAuth({ db: database.db, appSecret: appSecret(env.APP_SECRET, env.dataDir), siteUrl: env.SITE_URL });
    const photoStore = await createPhotoStore(env);
    return await runStaffCommand({ db: database.db, auth, siteUrl: env.SITE_URL, photoStore, dataDir: env.dataDir }, request);
  } finally {
    await database.close();
  }
}

/** Whether something answers HTTP on this machine's PORT (a server whose DATA_DIR is not this one). */
async function serverAnswersOnPort(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

/** The PostgreSQL database named without its password: host, port and database. */
function postgresName(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

let result: { ok: boolean; output: string };
let usedDatabase: string;
if (env.DATABASE_URL) {
  usedDatabase = postgresName(env.DATABASE_URL);
  result = await runHere();
} else {
  const socket = socketPath(env.dataDir);
  let answered: { ok: boolean; output: string } | undefined;
  if (existsSync(socket)) {
    try {
      answered = await sendToSocket(socket, request);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EACCES" || code === "EPERM") {
        fail(
          `The running server's socket ${socket} belongs to another user. Run this command as the user the server runs as (for example with sudo -u).`,
        );
      }
      // ECONNREFUSED: a socket left by a server that stopped; the database is opened below.
    }
  }
  if (answered) {
    result = answered;
    usedDatabase = `the running server's embedded database in ${env.dataDir}`;
  } else {
    const isNew = !existsSync(path.join(env.dataDir, "pglite"));
    if (isNew && (await serverAnswersOnPort(env.PORT))) {
      fail(
        `Nothing was changed: there is no database in ${env.dataDir} yet, but a server answers on port ${env.PORT}, so it keeps its records ` +
          "somewhere else and an account made here would not exist on that site.\n" +
          "Run this with the server's settings: the same DATA_DIR (for example DATA_DIR=/srv/clearance/data npm run staff -- …) or its DATABASE_URL, " +
          "or put them in .env, which the server and this command both read.",
      );
    }
    usedDatabase = `the embedded database in ${env.dataDir}${isNew ? " (new: made by this command)" : ""}`;
    const { LockHeld } = await import("../app/server/db/dir-lock.server.ts");
    try {
      result = await runHere();
    } catch (error) {
      if (error instanceof LockHeld) {
        fail(
          `The server is running on ${env.dataDir} but did not answer on ${socket}. Run this command as the server's user in the same DATA_DIR, ` +
            "or stop the server and run it again, or restart the server so it opens its socket.",
        );
      }
      throw error;
    }
  }
}
clearInterval(keepAlive);
// Said on standard error: standard output may be the register's CSV.
console.error(`Database: ${usedDatabase}.`);
if (!result.ok) fail(result.output);
// The register's CSV ends its own lines; the exit waits until the output is written.
process.stdout.write(result.output.endsWith("\n") ? result.output : `${result.output}\n`, () => process.exit(0));
