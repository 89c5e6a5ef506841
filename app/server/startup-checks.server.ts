/**
 * Reasons not to start, checked by server.ts before anything else: a test clock on a site that is
 * not on this machine, placeholders on a public site in production (unless ALLOW_PLACEHOLDERS=1),
 * settings that differ from those the pages were built with, then a DATA_DIR that cannot be made
 * readable by the server's user alone.
 */
import { buildMismatches } from "./build-settings.server.ts";
import { DataDirUnsafe, makeDataDirPrivate } from "./data-dir.server.ts";
import type { Env } from "./env.server.ts";
import { describePlaceholders, isLoopbackUrl, placeholders } from "./launch-check.server.ts";
import { log } from "./log.server.ts";

export function startupRefusal(env: Env, recordedBuildSettings: Record<string, string>): string | undefined {
  if (env.TEST_CLOCK !== "off" && !isLoopbackUrl(env.SITE_URL)) {
    return `Refusing to start: TEST_CLOCK is for browser tests on this machine, and SITE_URL is ${env.SITE_URL}. Remove TEST_CLOCK.`;
  }
  if (env.NODE_ENV === "production" && !isLoopbackUrl(env.SITE_URL) && !env.ALLOW_PLACEHOLDERS) {
    const found = placeholders(env);
    if (found.length)
      return `${describePlaceholders(found)}\n\nRefusing to start on ${env.SITE_URL} in production. Set ALLOW_PLACEHOLDERS=1 to start anyway.`;
  }
  const mismatches = buildMismatches(env, recordedBuildSettings);
  if (mismatches.length) return `Refusing to start: ${mismatches.join("; ")}.`;
  return undefined;
}

/** Makes DATA_DIR private (tightening modes an older version left open), or says why it cannot be. */
export function dataDirRefusal(dataDir: string): string | undefined {
  try {
    const { changed } = makeDataDirPrivate(dataDir);
    if (changed)
      log.warn({ dataDir, changed }, "DATA_DIR had folders or files open to other users; they are now readable by this user alone");
    return undefined;
  } catch (error) {
    if (error instanceof DataDirUnsafe) return `Refusing to start: ${error.message}`;
    throw error;
  }
}
