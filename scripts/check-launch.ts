/**
 * `npm run check:launch`: every placeholder that must not go live, with the file or setting to edit.
 * Exits 1 while any remain. Reads the same settings as the server (.env included).
 */
import { readEnv } from "../app/server/env.server.ts";
import { describePlaceholders, placeholders } from "../app/server/launch-check.server.ts";

const found = placeholders(readEnv());
console.log(describePlaceholders(found));
process.exit(found.length ? 1 : 0);
