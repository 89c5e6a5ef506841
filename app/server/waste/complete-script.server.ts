import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pageScript } from "../page-policy.server";
// Lets the customer draw on the canvas; writes the drawing as a PNG data URL into the hidden field.
import signatureField from "./pages/complete-job.browser.js?raw";

const require = createRequire(import.meta.url);

/*
 * The completion page's one script: signature_pad's own build, a blank line, then the few lines of
 * complete-job.browser.js that put it on the page. One file, allowed by its hash.
 */
export const completeScript = pageScript(
  "/staff/assets/complete-job.js",
  () => `${readFileSync(require.resolve("signature_pad"), "utf8")}\n\n${signatureField}`,
);
