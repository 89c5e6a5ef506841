import serverCss from "../app.css?inline";

/**
 * The site's stylesheet, inlined in every page's <head>: no render-blocking request on a slow
 * connection (it is ~7 KB gzipped). Only the server renders a page (none hydrates): the browser
 * build of the page shell, which no page loads, carries none of the text.
 */
export function inlineCss(): string {
  return import.meta.env.SSR ? serverCss : "";
}
