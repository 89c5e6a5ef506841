/**
 * What the pages made on request for one person carry (the staff pages, the customer's booking
 * link): their Content-Security-Policy, and the headers every answer of theirs carries, pages or
 * files. They run no script but a page's one self-hosted file, allowed by its hash and path (the
 * completion form's drawn signature, the sign-in and account pages' passkey buttons). Images come
 * from our own routes (and data: URIs for QR codes); the stylesheet is inlined and allowed by its hash.
 */
import { createHash } from "node:crypto";
import css from "../app.css?inline";

const styleHash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

/** One self-hosted script a page runs (the signature pad, the passkey buttons), allowed by its hash and path alone. */
export interface PageScript {
  src: string;
  /** "sha256-…" of the file, also its integrity attribute. */
  hash: string;
  /** The site's origin, for the path in the policy. */
  origin: string;
}

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

/** The pages' policy; a page that runs its one script names it by its hash and path. */
export function pageCsp(script?: PageScript): string {
  return [
    "default-src 'none'",
    ...(script ? [`script-src '${script.hash}' ${script.origin}${script.src}`] : []),
    `style-src ${styleHash}`,
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/** The policy of a page that runs no script. */
export const PAGE_CSP = pageCsp();

/**
 * What every answer of these pages carries: never cached, never indexed. A customer's private
 * link also sends no referrer on, and puts the policy on every answer, not only on its pages.
 */
export function withPageHeaders(
  response: Response,
  { noReferrer = false, policy }: { noReferrer?: boolean; policy?: string } = {},
): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  if (noReferrer) headers.set("Referrer-Policy", "no-referrer");
  if (policy) headers.set("Content-Security-Policy", policy);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
