import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { pathToFileURL } from "node:url";

/*
 * The server's own modules, for browser tests that set up data through them. The server's code
 * imports JSON as its bundler does (no import attribute), which the test runner's Node refuses; this
 * hook hands such a file of app/ over as a module exporting the parsed JSON. Import server modules through
 * `serverModules()`, after the hook is in place, never statically.
 */
let registered = false;
const appDir = pathToFileURL("app/").href;

export async function serverModules() {
  if (!registered) {
    registered = true;
    registerHooks({
      load(url, context, nextLoad) {
        if (url.startsWith(appDir) && url.endsWith(".json"))
          return { format: "module", source: `export default ${readFileSync(new URL(url), "utf8")};`, shortCircuit: true };
        return nextLoad(url, context);
      },
    });
  }
  const [customer, prices, client, schema, accounts, auth, retention, disk] = await Promise.all([
    import("../../app/server/booking/customer.server"),
    import("../../app/server/booking/prices.server"),
    import("../../app/server/db/client.server"),
    import("../../app/server/db/schema.server"),
    import("../../app/server/staff/auth/accounts.server"),
    import("../../app/server/staff/auth/auth.server"),
    import("../../app/server/quotes/inbox/retention.server"),
    import("../../app/server/photos/disk-store.server"),
  ]);
  return {
    acceptPrice: customer.acceptPrice,
    sendPrice: prices.sendPrice,
    openDatabase: client.openDatabase,
    schema,
    addStaff: accounts.addStaff,
    staffAuthFor: auth.staffAuthFor,
    applyRetention: retention.applyRetention,
    diskPhotoStore: disk.diskPhotoStore,
    uploadsRoot: disk.uploadsRoot,
  };
}

/**
 * The built server on a PostgreSQL database of its own, with the test clock on (X-Test-Now) and the
 * given secret, and the server's modules with the same database open: for the staff wing's browser
 * tests that set up jobs through the app's own code. `stop` ends the server, closes and drops the database.
 */
export async function serverOnPostgres(appSecret: string) {
  const app = await serverModules();
  const [{ freePort, freshPostgres }, { startServerProcess }] = await Promise.all([
    import("../integration/harness"),
    import("../server/server-process"),
  ]);
  const postgres = await freshPostgres(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  const server = await startServerProcess(await freePort(), { DATABASE_URL: postgres.url, TEST_CLOCK: "header", APP_SECRET: appSecret });
  const database = await app.openDatabase({ databaseUrl: postgres.url, dataDir: server.dataDir });
  return {
    app,
    server,
    database,
    appSecret,
    stop: async () => {
      await server.stop();
      await database.close();
      await postgres.drop();
    },
  };
}
