import { useContext, type ReactNode } from "react";
import islandsEntry from "virtual:islands-entry";
import { claimValuesContent } from "./content/claims";
import { isRouteErrorResponse, Links, Meta, Outlet, Link, useMatches, UNSAFE_FrameworkContext as FrameworkContext } from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { MobileActionBar } from "./components/layout/mobile-action-bar";
import { PrivateDocument } from "./components/layout/private-document";
import { buttonClass } from "./components/ui/button";
import { inlineCss } from "./lib/inline-css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * What a route says of itself in its `handle`. A public page says nothing: it is a content page,
 * which ships no framework, only its HTML and one small script (app/islands/entry.ts) for the parts
 * that move.
 */
export interface RouteHandle {
  /**
   * A page made for one person: the staff pages' shell or the customer's booking link's. Its document
   * is plain (app/components/layout/private-document.tsx), runs no framework, and is sent whole.
   */
  shell?: "staff" | "customer";
}

/** The private shell the matched routes ask for, if any. */
function usePrivateShell(): RouteHandle["shell"] {
  return useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.shell)
    .find(Boolean);
}

/**
 * Links to other pages of the site are fetched when the visitor is about to follow one (hover or
 * touch), so a content page opens at once though each is a full page load (public pages link only
 * to public pages). The build hashes this script into the page's policy; a page made on request
 * carries its nonce.
 */
export const SPECULATION_RULES = JSON.stringify({ prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }] });

/**
 * The inline module that starts the islands script: after the first frame of the page has been
 * painted (a frame, then a task), so that its request and its work never come before the page's
 * content; at once in a tab not on screen, where no frame comes.
 */
function islandsStart(url: string): string {
  const load = `import(${JSON.stringify(url)})`;
  return `document.visibilityState==="hidden"?${load}:requestAnimationFrame(()=>setTimeout(()=>${load}));`;
}

/**
 * A public page's scripts: the islands script and the speculation rules, never the framework's (no
 * page hydrates).
 */
function PageScripts() {
  const nonce = useContext(FrameworkContext)?.nonce;
  return (
    <>
      {/*
        Imported from an inline module after the first frame (islandsStart): an external script,
        or one imported at once, is fetched and run before the page's text is painted (decision
        31). The build hashes this script into the page's policy; a page made on request carries
        its nonce.
      */}
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: islandsStart(islandsEntry) }} />
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = usePrivateShell();
  if (shell) return <PrivateDocument noReferrer={shell === "customer"}>{children}</PrivateDocument>;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14532d" />
        <meta name="format-detection" content="telephone=no" />
        {/* The public claims' values now (app/content/claims.ts): the server fills them in; the browser reads them. */}
        <meta name="site-claims" content={claimValuesContent()} />
        <style id="site-css" dangerouslySetInnerHTML={{ __html: inlineCss() }} />
        <Meta />
        <Links />
      </head>
      <body className="pb-[4.5rem] sm:pb-0">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <MobileActionBar />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Route failures: the generic 'Unexpected Application Error!' page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="container-page py-20">
      <title>Unexpected Application Error!</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl text-brand-dark">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted">
        {status} — something went wrong on our side while showing this page. Please try again, or call or WhatsApp us.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Go to the home page
        </Link>
        <a href="/contact" className={buttonClass("outline")}>
          Contact us
        </a>
      </div>
    </div>
  );
}
