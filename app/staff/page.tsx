import { createHash } from "node:crypto";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import css from "../app.css?inline";
import { business } from "../content/business";
import type { StaffIdentity } from "./types";

const styleHash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

/**
 * Staff pages run no script: forms post, links navigate. Images come from our own photo routes
 * (and data: URIs for QR codes); the stylesheet is inlined and allowed by its hash.
 */
export const STAFF_CSP = [
  "default-src 'none'",
  `style-src ${styleHash}`,
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

export interface StaffPageOptions {
  title: string;
  /** The signed-in member of staff; absent on the sign-in steps. */
  staff?: StaffIdentity;
  status?: number;
  headers?: HeadersInit;
  children: ReactNode;
}

/** A complete staff HTML page: the site's look, a plain header with the inbox and sign-out. */
export function staffPage({ title, staff, status = 200, headers, children }: StaffPageOptions): Response {
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
            <a href={staff ? "/staff" : "/staff/sign-in"} className="font-display text-lg font-bold text-brand-dark">
              {business.name} · Staff
            </a>
            {staff && (
              <nav aria-label="Staff" className="flex flex-wrap items-center gap-3 text-sm">
                <a href="/staff" className="font-semibold text-brand underline-offset-4 hover:underline">
                  Inbox
                </a>
                <a href="/staff/account" className="font-semibold text-brand underline-offset-4 hover:underline">
                  {staff.email}
                </a>
                <form method="post" action="/staff/sign-out">
                  <button type="submit" className="font-semibold text-brand underline-offset-4 hover:underline">
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
      </body>
    </html>,
  );
  const responseHeaders = new Headers(headers);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", STAFF_CSP);
  return new Response(`<!DOCTYPE html>${html}`, { status, headers: responseHeaders });
}
