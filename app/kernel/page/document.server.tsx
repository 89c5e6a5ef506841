import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import css from "../../app.css?inline";

export { PAGE_CSP, pageCsp, withPageHeaders, type PageScript } from "../../server/page-policy.server";
import type { PageScript } from "../../server/page-policy.server";

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
