import { createHash } from "node:crypto";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import css from "../../../app.css?inline";
import { business } from "../../../content/business";
import type { StaffIdentity } from "../auth/session.server";

const styleHash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

/**
 * Staff pages run no script: forms post, links navigate (the completion form alone may add the
 * drawn signature, one self-hosted file allowed by its hash and path). Images come from our own photo routes
 * (and data: URIs for QR codes); the stylesheet is inlined and allowed by its hash.
 */
export const STAFF_CSP = staffCsp();

/** The staff pages' policy; a page that runs its one script names it by its hash and path. */
export function staffCsp(script?: PageScript): string {
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

/** One self-hosted script a page runs (the completion form's signature pad), allowed by its hash and path alone. */
export interface PageScript {
  src: string;
  /** "sha256-…" of the file, also its integrity attribute. */
  hash: string;
  /** The site's origin, for the path in the policy. */
  origin: string;
}

const headerLink = "inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline";

export interface StaffPageOptions {
  title: string;
  /** The signed-in member of staff; absent on the sign-in steps. */
  staff?: StaffIdentity;
  status?: number;
  headers?: HeadersInit;
  /** The page's one script, if it runs one. */
  script?: PageScript;
  children: ReactNode;
}

/** A complete staff HTML page: the site's look, a plain header with the inbox and sign-out. */
export function staffPage({ title, staff, status = 200, headers, script, children }: StaffPageOptions): Response {
  const html = renderToStaticMarkup(
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Staff · ${business.name}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className="bg-slate-50">
        <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
          Skip to main content
        </a>
        <header className="border-b border-slate-200 bg-white">
          <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
            <a href={staff ? "/staff" : "/staff/sign-in"} className="inline-flex min-h-11 items-center font-display text-lg font-bold text-brand-dark">
              {business.name} · Staff
            </a>
            {staff && (
              <nav aria-label="Staff" className="flex min-w-0 flex-wrap items-center gap-x-4 text-sm">
                <a href="/staff" className={headerLink}>
                  Inbox
                </a>
                <a href="/staff/schedule" className={headerLink}>
                  Schedule
                </a>
                <a href="/staff/today" className={headerLink}>
                  Today
                </a>
                <a href="/staff/disposals" className={headerLink}>
                  Disposals
                </a>
                <a href="/staff/register" className={headerLink}>
                  Register
                </a>
                <a href="/staff/account" className={`${headerLink} min-w-0 break-all`}>
                  {staff.email}
                </a>
                <form method="post" action="/staff/sign-out">
                  <button type="submit" className={headerLink}>
                    Sign out
                  </button>
                </form>
              </nav>
            )}
          </div>
        </header>
        <main id="main" tabIndex={-1} className="container-page py-6 outline-none">
          {children}
        </main>
        {script && <script src={script.src} integrity={script.hash} defer />}
      </body>
    </html>,
  );
  const responseHeaders = new Headers(headers);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", script ? staffCsp(script) : STAFF_CSP);
  return new Response(`<!DOCTYPE html>${html}`, { status, headers: responseHeaders });
}
