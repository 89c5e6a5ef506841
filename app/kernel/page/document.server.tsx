import { createHash } from "node:crypto";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import css from "../../app.css?inline";

const styleHash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

/**
 * Pages made on request (the staff pages, the customer's booking page) run no script: forms post,
 * links navigate. A few add one self-hosted file each, allowed by its hash and path (page-script.server.tsx):
 * the completion form's drawn signature, the sign-in and account pages' passkey buttons. Images come from our own photo routes (and data: URIs for QR
 * codes); the stylesheet is inlined and allowed by its hash.
 */
export const PAGE_CSP = pageCsp();

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

/** One self-hosted script a page runs (the signature pad, the passkey buttons), allowed by its hash and path alone. */
export interface PageScript {
  src: string;
  /** "sha256-…" of the file, also its integrity attribute. */
  hash: string;
  /** The site's origin, for the path in the policy. */
  origin: string;
}

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

export interface DocumentOptions {
  /** The whole <title>. */
  title: string;
  /** Send no referrer from the page (a private link in its address). */
  noReferrer?: boolean;
  /** The page's own header: the business's name and its links. */
  header: ReactNode;
  /** The <main> element's classes. */
  mainClassName: string;
  script?: PageScript;
  children: ReactNode;
}

/** A complete HTML document in the site's look: the head, a skip link, the page's header, its main content. */
export function renderDocument({ title, noReferrer = false, header, mainClassName, script, children }: DocumentOptions): string {
  const html = renderToStaticMarkup(
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {noReferrer && <meta name="referrer" content="no-referrer" />}
        <title>{title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className="bg-slate-50">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        {header}
        <main id="main" tabIndex={-1} className={mainClassName}>
          {children}
        </main>
        {script && <script src={script.src} integrity={script.hash} defer />}
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}
