/**
 * `node tests/setup/make-pglite-template.ts <folder>`: an embedded database in <folder> with every
 * migration applied, then closed. Run as a process of its own by the test runner's global set-up:
 * PGlite's runtime, once loaded into the runner's own process, could end that process early.
 */
import "../../scripts/app-modules.ts";

const folder = process.argv[2];
if (!folder) throw new Error("Say which folder the database goes in.");
// Nothing else keeps the process alive while the database closes (its lock's helper is unref'd): without
// this, Node would end the process, successfully, before the close had finished.
const keepAlive = setInterval(() => {}, 1000);
const { openDatabase } = await import("../../app/server/db/client.server.ts");
const database = await openDatabase({ dataDir: folder });
await database.close();
clearInterval(keepAlive);
