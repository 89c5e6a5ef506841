import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
// Lets the customer draw on the canvas; writes the drawing as a PNG data URL into the hidden field.
import signatureField from "./complete-job.browser.js?raw";

/*
 * The completion page's one script: signature_pad's own build, a blank line, then the few lines of
 * complete-job.browser.js that put it on the page. One file, allowed by its hash.
 */

let signatureScript: { body: string; hash: string } | undefined;
/** The script's text and its hash for the page's content security policy (worked out once). */
export function completeScript() {
  if (!signatureScript) {
    const file = createRequire(import.meta.url).resolve("signature_pad");
    const body = `${readFileSync(file, "utf8")}\n\n${signatureField}`;
    signatureScript = { body, hash: `sha256-${createHash("sha256").update(body).digest("base64")}` };
  }
  return signatureScript;
}
export const COMPLETE_SCRIPT_PATH = "/staff/assets/complete-job.js";

/** GET /staff/assets/complete-job.js: the completion page's script. */
export async function completeScriptFile(): Promise<Response> {
  const { body } = completeScript();
  return new Response(body, { headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "private, max-age=3600" } });
}
