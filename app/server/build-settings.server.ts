import type { Env } from "./env.server.ts";

/** The settings written into the pages at build time (the build reads them through the same module). */
export function builtSettings(env: Env): { SITE_URL: string; REVIEWS_WIDGET_SRC: string } {
  return { SITE_URL: env.SITE_URL.replace(/\/+$/, ""), REVIEWS_WIDGET_SRC: env.REVIEWS_WIDGET_SRC ?? "" };
}

/** The variables whose running value differs from the build's, each with both values. */
export function buildMismatches(env: Env, recorded: Record<string, string>): string[] {
  const now = builtSettings(env);
  return (Object.keys(now) as (keyof typeof now)[])
    .filter((name) => recorded[name] !== undefined && recorded[name] !== now[name])
    .map((name) => `${name} is "${now[name]}" but the pages were built with "${recorded[name]}": set it back, or run npm run build again`);
}
