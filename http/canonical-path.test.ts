import { describe, expect, it } from "vitest";
import { judgePath, MAX_PATH_BYTES } from "./canonical-path";

/** Where a redirect may point: a path on this site, never "//host" or "/\host". */
const sameSite = (location: string) => /^\/(?![/\\])/.test(location);

describe("judgePath", () => {
  it("passes canonical paths as they are", () => {
    for (const path of ["/", "/about", "/areas/crawley", "/assets/app-1a2B.js", "/sitemap.xml", "/caf%C3%A9"])
      expect(judgePath(path), path).toEqual({ kind: "canonical" });
  });

  it("redirects repeated slashes, trailing slashes and encoded unreserved characters to one spelling", () => {
    expect(judgePath("//about")).toEqual({ kind: "redirect", path: "/about" });
    expect(judgePath("///about")).toEqual({ kind: "redirect", path: "/about" });
    expect(judgePath("/about/")).toEqual({ kind: "redirect", path: "/about" });
    expect(judgePath("/areas//crawley///")).toEqual({ kind: "redirect", path: "/areas/crawley" });
    expect(judgePath("/%61bout")).toEqual({ kind: "redirect", path: "/about" });
    expect(judgePath("/areas/%63rawley")).toEqual({ kind: "redirect", path: "/areas/crawley" });
    expect(judgePath("///")).toEqual({ kind: "redirect", path: "/" });
    expect(judgePath(`${"/".repeat(2000)}about`)).toEqual({ kind: "redirect", path: "/about" });
  });

  it("never redirects off the site", () => {
    for (const path of [
      "//evil.example/path/",
      "///evil.example//",
      "//evil.example",
      "/%2F%2Fevil.example/",
      "//%65vil.example/",
      "/\\evil.example/",
      "/%5Cevil.example/",
      "//http:%2F%2Fevil/",
    ]) {
      const verdict = judgePath(path);
      if (verdict.kind === "redirect") expect(sameSite(verdict.path), `${path} → ${verdict.path}`).toBe(true);
      else expect(verdict.kind, path).toBe("not-found");
    }
  });

  it("sends dot segments, encoded slashes, backslashes and NUL to the 404 page", () => {
    for (const path of [
      "/about/../contact",
      "/./about",
      "/about/.",
      "/..",
      "/%2e%2e/x",
      "/areas/crawley%2F..",
      "/a%2fb",
      "/a%5Cb",
      "/a\\b",
      "/a%00b",
      "about",
      "*",
    ]) {
      expect(judgePath(path), path).toEqual({ kind: "not-found" });
    }
  });

  it("refuses escapes that do not decode: not two hex digits, or bytes that are not UTF-8", () => {
    for (const path of [
      "/%zz",
      "/%4",
      "/%",
      "/%E0%A4%A",
      "/%ff",
      "/%FF",
      "/areas/%C0%AF",
      "/%ED%A0%80",
      "/caf%C3",
      "/%61%ff",
      "/a/../%ff",
    ]) {
      expect(judgePath(path), path).toEqual({ kind: "undecodable" });
    }
    expect(judgePath("/caf%C3%A9")).toEqual({ kind: "canonical" });
    expect(judgePath("/%F0%9F%9A%9B")).toEqual({ kind: "canonical" });
  });

  it("refuses paths over 2,048 bytes", () => {
    expect(judgePath(`/${"a".repeat(MAX_PATH_BYTES - 1)}`)).toEqual({ kind: "canonical" });
    expect(judgePath(`/${"a".repeat(MAX_PATH_BYTES)}`)).toEqual({ kind: "too-long" });
    expect(judgePath(`${"/".repeat(15_500)}about`)).toEqual({ kind: "too-long" });
    expect(judgePath(`/${"é".repeat(1100)}`)).toEqual({ kind: "too-long" });
  });
});
