declare const __SITE_URL__: string;
declare const __REVIEWS_WIDGET_SRC__: string;

/** The `cookie` package (0.7) ships no types: the part of it this project uses. */
declare module "cookie" {
  export function parse(header: string, options?: { decode?: (value: string) => string }): Record<string, string>;
}

/** The built URL of the content pages' islands script (app/islands/entry.ts; scripts/vite-islands.ts). */
declare module "virtual:islands-entry" {
  const url: string;
  export default url;
}
