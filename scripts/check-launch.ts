/**
 * `npm run check:launch`: every placeholder that must not go live, with the file or setting to edit;
 * what the public claims say now and the records behind them (read while the site runs: PostgreSQL
 * directly, the embedded database through the running server's socket); a claim with a number
 * typed into a built page; whether the bank holiday list reaches 6 months ahead; and whether an
 * encrypted backup was made off the machine in the last 2 days. Exits 1 while any placeholder
 * remains, a built page types a claim's number, the bank holidays run out within 6 months, or the
 * backups are missing, stale or unencrypted. Reads the same settings as the server (.env included).
 */
import "./app-modules.ts";

const { existsSync, readdirSync, readFileSync } = await import("node:fs");
const path = await import("node:path");
const { readEnv } = await import("../app/server/env.server.ts");
const { bankHolidaysCheck, describePlaceholders, placeholders } = await import("../app/server/launch-check.server.ts");
const { claimsReport, computeClaims } = await import("../app/server/claims/index.server.ts");
const { sendToSocket, socketPath } = await import("../app/server/staff/auth/socket.server.ts");
const { openDatabase } = await import("../app/server/db/client.server.ts");
const { backupCheck } = await import("../app/server/backup/check.server.ts");

const env = readEnv();
const found = placeholders(env);

/**
 * What the public claims say now, from the records: PostgreSQL read directly; the embedded database
 * through the running server's socket (it holds the database), or opened here when no server runs.
 */
async function claimsNote(): Promise<string> {
  if (!env.DATABASE_URL) {
    const socket = socketPath(env.dataDir);
    if (existsSync(socket)) {
      const answered = await sendToSocket(socket, { command: "claims" }).catch(() => undefined);
      if (answered?.ok) return answered.output;
    }
    if (!existsSync(path.join(env.dataDir, "pglite")))
      return "No database yet: the public claims are made without numbers until the records back them.";
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  } catch (error) {
    return `The public claims were not computed: the database could not be opened (${(error as Error).message}).`;
  }
  try {
    return claimsReport(await computeClaims(database.db, new Date()));
  } finally {
    await database.close();
  }
}

/** A figure typed into a built page instead of taken from app/content/claims.ts (a page built from older code, say). */
function typedClaims(): { problem: string; fix: string }[] {
  const clientDir = path.join("build", "client");
  if (!existsSync(clientDir)) return [];
  const typed = /\b\d{1,3}\s?% (?:recycl|of (?:the )?waste)|\bwithin \d+ hours?\b/i;
  const found: string[] = [];
  for (const file of readdirSync(clientDir, { recursive: true }).map(String)) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(path.join(clientDir, file), "utf8").replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    const match = typed.exec(html);
    if (match) found.push(`${file} ("${match[0]}")`);
  }
  return found.length
    ? [
        {
          problem: `A claim with a number is typed into ${found.length} built pages, not computed from the records: ${found.slice(0, 5).join(", ")}${found.length > 5 ? " …" : ""}.`,
          fix: "Take the wording from app/content/claims.ts (claim()), then npm run build.",
        },
      ]
    : [];
}

found.push(...typedClaims());
const claimsNow = await claimsNote();
const holidays = bankHolidaysCheck(new Date());
if (holidays.problem) found.push(holidays.problem);
const backups = await backupCheck(env, new Date());
found.push(...backups.problems);
console.log(describePlaceholders(found));
console.log(claimsNow);
if (!holidays.problem) console.log(holidays.note);
if (backups.note) console.log(backups.note);
process.exit(found.length ? 1 : 0);
