import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import css from "../../../app.css?inline";
import { business, telLink, whatsappLink } from "../../../content/business";
import { STAFF_CSP } from "../../staff/web/page.server";

/**
 * The customer's booking page is reached by a private link: never cached, never indexed, never sent
 * on as a referrer, and it runs no script (the same policy as the staff pages: the stylesheet inline
 * by its hash, forms post to us).
 */
export const BOOKING_HEADERS: Record<string, string> = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
  "Content-Security-Policy": STAFF_CSP,
};

export function withBookingHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(BOOKING_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function bookingPage({ title, status = 200, children }: { title: string; status?: number; children: ReactNode }): Response {
  const html = renderToStaticMarkup(
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{`${title} · ${business.name}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className="bg-slate-50">
        <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
          Skip to main content
        </a>
        <header className="border-b border-slate-200 bg-white">
          <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
            <a href="/" className="font-display text-lg font-bold text-brand-dark">
              {business.name}
            </a>
            <nav aria-label="Contact" className="flex flex-wrap items-center gap-4 text-sm">
              <a href={telLink} className="font-semibold text-brand underline-offset-4 hover:underline">
                {`Call ${business.phoneDisplay}`}
              </a>
              <a href={whatsappLink} className="font-semibold text-brand underline-offset-4 hover:underline">
                WhatsApp
              </a>
            </nav>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="container-page max-w-3xl py-6 outline-none">
          {children}
        </main>
      </body>
    </html>,
  );
  return withBookingHeaders(new Response(`<!DOCTYPE html>${html}`, { status, headers: { "Content-Type": "text/html; charset=utf-8" } }));
}
