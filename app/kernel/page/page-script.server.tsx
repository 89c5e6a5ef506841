import { createHash } from "node:crypto";
import type { PageScript } from "./document.server";

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

/**
 * Data for a page's script, as a JSON data block: never run, so the policy need not name it.
 * "<" is written as \u003c, so no text in the data can close the element.
 */
export function DataBlock({ id, value }: { id: string; value: unknown }) {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, "\\u003c") }} />;
}
