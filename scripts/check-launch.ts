/**
 * `npm run check:launch`: every placeholder that must not go live, with the file or setting to edit,
 * and whether 12 months of tip runs back the public recycling figure. Exits 1 while any placeholder
 * remains or the records (at least 5 tonnes) measure lower than the claim. Reads the same settings
 * as the server (.env included).
 */
import "./app-modules.ts";

const { existsSync } = await import("node:fs");
const path = await import("node:path");
const { readEnv } = await import("../app/server/env.server.ts");
const { describePlaceholders, placeholders } = await import("../app/server/launch-check.server.ts");
const { claimCheck, recyclingFigure } = await import("../app/server/disposals/tip-runs.server.ts");
const { openDatabase } = await import("../app/server/db/client.server.ts");

const env = readEnv();
const found = placeholders(env);

/** The records are read where the server keeps them; the embedded database only when it exists and no server holds it. */
async function recordsCheck(): Promise<ReturnType<typeof claimCheck>> {
  if (!env.DATABASE_URL && !existsSync(path.join(env.dataDir, "pglite"))) return { note: "No database yet: the recycling claim cannot be measured until tip runs are recorded." };
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  } catch (error) {
    return { note: `The recycling claim was not measured: the database could not be opened (${(error as Error).message}).` };
  }
  try {
    return claimCheck(await recyclingFigure(database.db, new Date()));
  } finally {
    await database.close();
  }
}

const records = await recordsCheck();
if (records.problem) found.push(records.problem);
console.log(describePlaceholders(found));
if (!records.problem) console.log(records.note);
process.exit(found.length ? 1 : 0);
