import serverCss from "../app.css?inline";

/**
 * The site's stylesheet, inlined in every page's <head>: no render-blocking request on a slow
 * connection (it is ~7 KB gzipped). The server renders the text; in the browser the same text is
 * read back from the page, so the CSS is never shipped a second time inside JavaScript.
 */
export function inlineCss(): string {
  if (import.meta.env.SSR) return serverCss;
  return document.getElementById("site-css")?.innerHTML ?? "";
}
