/**
 * The public claims filled into a prerendered page as it is answered: each `{{claim:<id>:<mark>}}` token
 * becomes the claim's wording from the records' current values, and `{{claim-values:<mark>}}` (the
 * `site-claims` meta tag the browser reads) the values themselves (app/content/claims.ts
 * fillClaimTokens: inline scripts are left as they are, as the page's policy holds their hashes).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { HeldFile } from "./held-file.ts";
import { encodeClaimValues, fillClaimTokens, hasClaimTokens, type ClaimValues } from "../app/content/claims.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The prerendered pages that carry claim tokens, filled with the values now and compressed once per
 * values and encoding, then held like any other built file; a change of values (a few a day at
 * most) drops the filled copies. Bounded: one entry per built page and encoding.
 */
export function claimPages(bodyOf: (file: string) => Buffer, claims: () => ClaimValues) {
  const tokenPages = new Map<string, boolean>();
  const filled = new Map<string, Promise<HeldFile>>();
  let filledFor = "";
  return {
    carriesClaims(file: string): boolean {
      let known = tokenPages.get(file);
      if (known === undefined) {
        known = file.endsWith(".html") && hasClaimTokens(bodyOf(file).toString("utf8"));
        tokenPages.set(file, known);
      }
      return known;
    },
    filledFile(file: string, encoding: string): Promise<HeldFile> {
      const values = claims();
      const version = encodeClaimValues(values);
      if (version !== filledFor) {
        filled.clear();
        filledFor = version;
      }
      const key = `${file}\0${encoding}`;
      let entry = filled.get(key);
      if (!entry) {
        entry = (async () => {
          // Made by the build, with no visitor's text in it: the build's tokens, whatever their mark.
          const html = Buffer.from(fillClaimTokens(bodyOf(file).toString("utf8"), values, { anyMark: true }));
          const body =
            encoding === "br"
              ? await brotli(html, {
                  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length },
                })
              : encoding === "gzip"
                ? await gzipAsync(html, { level: 9 })
                : html;
          const now = new Date();
          return {
            body,
            etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
            lastModified: now.toUTCString(),
            modifiedSeconds: Math.floor(now.getTime() / 1000),
          };
        })();
        entry.catch(() => filled.delete(key));
        filled.set(key, entry);
      }
      return entry;
    },
  };
}
