/**
 * What `npm run backup` and `npm run restore` share: PostgreSQL's command-line tools (checked against
 * the server's version, the password kept off the command line), a private work folder inside
 * DATA_DIR, the app's generated key file, and the refusal an operator can act on.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Env } from "../env.server";
import { PRIVATE_DIR_MODE } from "../data-dir.server";
import { refuse, RefusedError } from "../../kernel/refusal";
import { appSecretFile } from "../app-secret.server";

/** A refusal the operator can act on (a RefusedError): printed as it is, exit code 1, nothing changed. */
export const refused = (message: string) => new RefusedError(refuse("conflict", message));

// ---------------------------------------------------------------------------------------------
// PostgreSQL's command-line tools

/** The URL without its password (which goes in PGPASSWORD: a command line is visible to every user). */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  // eslint-disable-next-line no-restricted-properties -- the tools inherit the environment (PATH, locale), plus the password
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? refused(`${command} was not found: install PostgreSQL's client tools (apt-get install postgresql-client).`)
          : error,
      ),
    );
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The major version of a tool ("pg_dump (PostgreSQL) 15.20 (Debian …)" → 15), with its version line. */
async function toolVersion(tool: string): Promise<{ major: number; line: string }> {
  const { output } = await run(tool, ["--version"]);
  const match = /\(PostgreSQL\) (\d+)(\.\d+)*/.exec(output);
  if (!match) throw refused(`Could not read ${tool}'s version from: ${output.trim()}`);
  return { major: Number(match[1]), line: output.trim() };
}

/** The tool must be at least the server's major version (an older pg_dump cannot read a newer server). */
export async function checkToolFor(tool: string, client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ n: string }>("SELECT current_setting('server_version_num') AS n");
  const serverMajor = Math.floor(Number(rows[0]!.n) / 10000);
  const { major, line } = await toolVersion(tool);
  if (major < serverMajor) {
    throw refused(
      `${tool} is version ${major} but the PostgreSQL server is ${serverMajor}: install postgresql-client-${serverMajor} (or put its ${tool} first in PATH).`,
    );
  }
  return line;
}

/** A private folder inside DATA_DIR for the plain files of one backup or restore; removed afterwards. */
export async function privateWorkFolder(env: Env, purpose: "backup" | "restore"): Promise<string> {
  await mkdir(env.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return mkdtemp(path.join(env.dataDir, `.${purpose}-`));
}

/** The app's generated key, when DATA_DIR holds one. */
export const readSecretFile = async (dataDir: string) =>
  existsSync(appSecretFile(dataDir)) ? (await readFile(appSecretFile(dataDir), "utf8")).trim() : undefined;
