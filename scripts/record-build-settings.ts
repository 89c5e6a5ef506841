/**
 * The settings a build bakes into its pages (SITE_URL in canonical links and the sitemap,
 * REVIEWS_WIDGET_SRC in every page's policy), written to build/settings.json. The server refuses to
 * start when its own values differ, naming the variable: the pages would say one thing, the server another.
 */
import { writeFileSync } from "node:fs";
import { builtSettings } from "../app/server/build-settings.server.ts";
import { readEnv } from "../app/server/env.server.ts";

writeFileSync("build/settings.json", JSON.stringify(builtSettings(readEnv()), null, 2));
console.log("build settings recorded");
