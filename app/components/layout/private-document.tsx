import type { ReactNode } from "react";
import { Meta } from "react-router";
import { inlineCss } from "../../lib/inline-css";

/**
 * The pages made for one person, the staff pages and the customer's booking link: the site's look
 * in a plain document that runs no script but a page's own (named by the page), never indexed; the
 * customer's link sends no referrer on. The page's route draws its header and <main>.
 */
export function PrivateDocument({ noReferrer, children }: { noReferrer: boolean; children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {noReferrer && <meta name="referrer" content="no-referrer" />}
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: inlineCss() }} />
      </head>
      <body className="bg-slate-50">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        {children}
      </body>
    </html>
  );
}
