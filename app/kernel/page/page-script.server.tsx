import { createHash } from "node:crypto";
import type { PageScript } from "./document.server";

export { DataBlock } from "../data-block";

/**
 * A page's one self-hosted script (the completion form's signature pad, the passkey buttons): its
 * text made once, served from its path, allowed by the page's policy by its hash and path alone.
 */
export function pageScript(path: string, text: () => string) {
  let made: { body: string; hash: string } | undefined;
  const file = () => {
    if (!made) {
      const body = text();
      made = { body, hash: `sha256-${createHash("sha256").update(body).digest("base64")}` };
    }
    return made;
  };
  return {
    path,
    /** The script's text and its hash. */
    file,
    /** What a page names in its policy and its script tag, for the site at `siteUrl`. */
    forPage: (siteUrl: string): PageScript => ({ src: path, hash: file().hash, origin: new URL(siteUrl).origin }),
    /** GET `path`: the script itself. */
    response: async (): Promise<Response> =>
      new Response(file().body, {
        headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "private, max-age=3600" },
      }),
  };
}
