/**
 * `node tests/setup/make-database-template.ts <folder> [postgres-url]`: a database with every migration
 * applied, then closed: embedded in <folder>, or the PostgreSQL database at the URL (which exists and
 * is empty). Run as a process of its own by the test runner's global set-up: PGlite's runtime, once
 * loaded into the runner's own process, could end that process early.
 */
import "../../scripts/app-modules.ts";

const [folder, databaseUrl] = process.argv.slice(2);
if (!folder) throw new Error("Say which folder the database goes in.");
// Nothing else keeps the process alive while the database closes (its lock's helper is unref'd): without
// this, Node would end the process, successfully, before the close had finished.
const keepAlive = setInterval(() => {}, 1000);
const { openDatabase } = await import("../../app/server/db/client.server.ts");
const database = await openDatabase({ dataDir: folder, databaseUrl });
await database.close();
clearInterval(keepAlive);
