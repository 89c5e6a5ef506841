/**
 * The Content-Security-Policy of every response. Scripts run only from our origin, plus inline
 * scripts allowed by hash (prerendered pages, hashed at build) or by a per-response nonce (pages
 * rendered on request). Used by server.ts and app/entry.server.tsx; no imports, so Node can load it
 * directly.
 */
export interface CspOptions {
  /** 'sha256-…' sources of a prerendered page's inline scripts. */
  scriptHashes?: string[];
  /** A fresh random nonce for a page rendered on request. */
  nonce?: string;
  /** REVIEWS_WIDGET_SRC, when the reviews widget is configured: its origin is allowed. */
  widgetSrc?: string;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy({ scriptHashes = [], nonce, widgetSrc }: CspOptions = {}): string {
  const widget = originOf(widgetSrc);
  const extra = widget ? [widget] : [];
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(nonce ? [`'nonce-${nonce}'`] : []), ...extra];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", scripts],
    // Styles: our inline stylesheet, the dialog's and notices' style attributes.
    ["style-src", ["'self'", "'unsafe-inline'", ...extra]],
    // blob: for the previews of photos chosen in the form.
    ["img-src", ["'self'", "data:", "blob:", ...extra]],
    ["connect-src", ["'self'", ...extra]],
    ["font-src", ["'self'", ...extra]],
    ["frame-src", widget ? [widget] : ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** Browser features the site never uses. */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()";
