import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { business } from "../../content/business";
import { currentFor, StaffHeader } from "./staff-header";

describe("the staff menu's current page", () => {
  it("marks the page shown, and the section of a page under one of the links", () => {
    expect(currentFor("/staff", "/staff")).toBe("page");
    expect(currentFor("/staff/schedule#today", "/staff/schedule")).toBe("page");
    expect(currentFor("/staff/notes", "/staff/notes/")).toBe("page");
    // A request and the bulk form are the inbox's; a correction is the notes'.
    expect(currentFor("/staff", "/staff/quotes/Q-2611-ABCD")).toBe("true");
    expect(currentFor("/staff", "/staff/bulk")).toBe("true");
    expect(currentFor("/staff/notes", "/staff/notes/WTN-2026-000123/correct")).toBe("true");
    expect(currentFor("/staff/account", "/staff/account/passkeys")).toBe("true");
    // Every other page is under /staff, but not the inbox's; "/staff/notes" is not "/staff/notesx".
    expect(currentFor("/staff", "/staff/notes")).toBeUndefined();
    expect(currentFor("/staff/today", "/staff/schedule")).toBeUndefined();
    expect(currentFor("/staff/notes", "/staff/notesx")).toBeUndefined();
  });
});

describe("the staff header", () => {
  it("folds the menu behind a Menu button that opens it with no script: a popover the button names", () => {
    const html = renderToStaticMarkup(createElement(StaffHeader, { email: "sam@example.com", pathname: "/staff/notes" }));
    // React writes the attribute as popoverTarget; HTML reads attribute names in any case.
    expect(html).toMatch(/<button type="button" popovertarget="staff-menu" aria-controls="staff-menu"[^>]*>/i);
    expect(html).toMatch(/<div id="staff-menu" popover="auto"/);
    expect(html).not.toContain("<script");
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a href="\/staff\/notes" aria-current="page"/);
    expect(html).toMatch(/<form [^>]*action="\/staff\/sign-out"[^>]*><button type="submit"[^>]*>Sign out<\/button>/);
  });

  it("offers each role the pages it may open (app/staff-pages.ts): a crew member their day alone, the team to the owner", () => {
    const links = (role: "owner" | "office" | "crew") =>
      [...renderToStaticMarkup(createElement(StaffHeader, { email: "sam@example.com", role })).matchAll(/<li[^>]*><a href="([^"]+)"/g)].map(
        (m) => m[1],
      );
    expect(links("crew")).toEqual(["/staff/today", "/staff/account"]);
    expect(links("office")).toEqual([
      "/staff",
      "/staff/schedule#today",
      "/staff/today",
      "/staff/disposals",
      "/staff/register",
      "/staff/notes",
      "/staff/account",
    ]);
    expect(links("owner")).toContain("/staff/team");
    // The name links to the role's home.
    expect(renderToStaticMarkup(createElement(StaffHeader, { email: "sam@example.com", role: "crew" }))).toMatch(
      /^<header[^>]*><div[^>]*><a href="\/staff\/today"/,
    );
  });

  it("has no menu on the sign-in steps", () => {
    const html = renderToStaticMarkup(createElement(StaffHeader));
    expect(html).not.toContain("<nav");
    expect(html).toContain(`${business.name} · Staff`);
  });
});
