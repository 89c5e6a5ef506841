/**
 * One spelling per page. A request path is read once, left to right (time linear in its length, no
 * backtracking regular expressions), and either passes as it is, redirects to its canonical spelling
 * on this site, or is refused:
 *
 * - longer than MAX_PATH_BYTES → 414;
 * - a percent-escape that does not decode (not two hex digits, as in `%zz` or a cut-off `%E0%A4%A`, or
 *   bytes that are not UTF-8, as in `%FF`) → 400: the router and the pages decode the path again,
 *   and would throw on it;
 * - repeated slashes, a trailing slash, or a percent-encoded unreserved character (`%61` for `a`) →
 *   301 to the same path without them;
 * - an encoded slash or backslash, a raw backslash, a dot segment (`.` or `..`, also when encoded),
 *   a NUL escape, or anything not starting with `/` → the 404 page.
 *
 * A canonical path starts with exactly one `/` followed by something other than `/` or `\`, so a
 * redirect can never point at another host (`//evil.example`, `/\evil.example`).
 */
export const MAX_PATH_BYTES = 2048;

export type PathVerdict =
  { kind: "canonical" } | { kind: "redirect"; path: string } | { kind: "not-found" } | { kind: "too-long" } | { kind: "undecodable" };

const HEX = "0123456789ABCDEF";

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 65 && code <= 70) return code - 55; // A-F
  if (code >= 97 && code <= 102) return code - 87; // a-f
  return -1;
}

/** RFC 3986 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~". */
function isUnreserved(code: number): boolean {
  return (
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    (code >= 48 && code <= 57) ||
    code === 45 ||
    code === 46 ||
    code === 95 ||
    code === 126
  );
}

/**
 * Whether every percent-escape in a path decodes, alone or with its neighbours, to UTF-8, as Express's
 * router and React Router decode it (one pass, no backtracking). The decoded text is looked at (a path
 * is never empty), not dropped: the server's bundler removes a call whose value is unused, as if it
 * could not throw.
 */
function decodes(rawPath: string): boolean {
  try {
    return decodeURIComponent(rawPath).length > 0;
  } catch {
    return false;
  }
}

/** Whether a finished segment is a dot segment ("." or ".."), which we never resolve. */
const isDotSegment = (segment: string) => segment === "." || segment === "..";

/** Judge a request path (the part of the target before any `?`). */
export function judgePath(rawPath: string): PathVerdict {
  if (Buffer.byteLength(rawPath, "utf8") > MAX_PATH_BYTES) return { kind: "too-long" };
  if (rawPath.charCodeAt(0) !== 47 /* / */) return { kind: "not-found" };
  if (!decodes(rawPath)) return { kind: "undecodable" };

  const out: string[] = [];
  let segment = "";
  let changed = false;
  for (let i = 0; i < rawPath.length; i++) {
    const code = rawPath.charCodeAt(i);
    if (code === 92 /* \ */) return { kind: "not-found" };
    if (code === 47 /* / */) {
      if (isDotSegment(segment)) return { kind: "not-found" };
      if (i > 0 && rawPath.charCodeAt(i - 1) === 47) {
        changed = true; // a repeated slash
        continue;
      }
      if (i > 0) out.push(segment);
      segment = "";
      continue;
    }
    if (code === 37 /* % */) {
      const high = hexValue(rawPath.charCodeAt(i + 1));
      const low = hexValue(rawPath.charCodeAt(i + 2));
      // Not met once decodes() has passed; kept so the scan stands on its own.
      if (high < 0 || low < 0) return { kind: "undecodable" };
      const byte = high * 16 + low;
      // Encoded "/" and "\" would change where the path's folders are; NUL is never part of a page.
      if (byte === 0x2f || byte === 0x5c || byte === 0) return { kind: "not-found" };
      if (isUnreserved(byte)) {
        segment += String.fromCharCode(byte);
        changed = true;
      } else {
        // Kept encoded, in the usual upper-case spelling.
        segment += `%${HEX[high]}${HEX[low]}`;
      }
      i += 2;
      continue;
    }
    segment += rawPath[i];
  }
  if (isDotSegment(segment)) return { kind: "not-found" };
  if (segment === "" && out.length > 0)
    changed = true; // a trailing slash
  else out.push(segment);
  if (!changed) return { kind: "canonical" };
  const path = `/${out.join("/")}`;
  return { kind: "redirect", path };
}
