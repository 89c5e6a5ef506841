/**
 * Reasons not to start, checked by server.ts before anything else: placeholders on a public site in
 * production (unless ALLOW_PLACEHOLDERS=1), then settings that differ from those the pages were built with.
 */
import { buildMismatches } from "./build-settings.server.ts";
import type { Env } from "./env.server.ts";
import { describePlaceholders, isLoopbackUrl, placeholders } from "./launch-check.server.ts";

export function startupRefusal(env: Env, recordedBuildSettings: Record<string, string>): string | undefined {
  if (env.NODE_ENV === "production" && !isLoopbackUrl(env.SITE_URL) && !env.ALLOW_PLACEHOLDERS) {
    const found = placeholders(env);
    if (found.length) return `${describePlaceholders(found)}\n\nRefusing to start on ${env.SITE_URL} in production. Set ALLOW_PLACEHOLDERS=1 to start anyway.`;
  }
  const mismatches = buildMismatches(env, recordedBuildSettings);
  if (mismatches.length) return `Refusing to start: ${mismatches.join("; ")}.`;
  return undefined;
}
