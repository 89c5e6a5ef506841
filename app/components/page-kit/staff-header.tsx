import { Menu, X } from "lucide-react";
import { business } from "../../content/business";
import { roleMayOpen } from "../../staff-pages";
import { homeOf, type StaffRole } from "../../staff-roles";

/** The staff pages the header links to, in order. */
const staffLinks = [
  ["/staff", "Inbox"],
  // On a phone the week is a list: the link opens it at today (the days already past are above).
  ["/staff/schedule#today", "Schedule"],
  ["/staff/today", "Today"],
  ["/staff/disposals", "Disposals"],
  ["/staff/register", "Register"],
  ["/staff/notes", "Notes"],
  ["/staff/team", "Team"],
] as const;

/** The header's links a role may open (app/staff-pages.ts): a crew member's menu is their day alone. */
export const linksFor = (role: StaffRole) => staffLinks.filter(([href]) => roleMayOpen(role, href));

/** The pages under the inbox's link besides /staff itself: one request (and its photos) and the bulk form. */
const inboxPages = /^\/staff\/(quotes\/|bulk$)/;

/**
 * Whether a link is the page shown ("page"), the section it belongs to ("true": a request under the
 * inbox, a correction under the notes), or neither.
 */
export function currentFor(href: string, pathname: string): "page" | "true" | undefined {
  const path = href.replace(/#.*$/, "");
  const here = pathname.replace(/\/+$/, "") || "/";
  if (here === path) return "page";
  if (path === "/staff" ? inboxPages.test(here) : here.startsWith(`${path}/`)) return "true";
  return undefined;
}

/** The menu's id: the Menu button names it (popovertarget, aria-controls). */
const MENU_ID = "staff-menu";

/*
 * Each entry of the menu: on a phone a full-width row of the opened menu, 48 px tall; from 1024 px a
 * link in the one line under the business's name. The current page is marked by more than colour:
 * a bar at its side on a phone, an underline on a wide screen.
 */
const itemLook =
  "min-h-12 w-full px-4 text-left font-semibold text-brand no-underline hover:bg-brand-soft focus-visible:-outline-offset-4 " +
  "lg:min-h-11 lg:w-auto lg:px-0 lg:text-sm lg:underline-offset-4 lg:hover:bg-transparent lg:hover:underline lg:focus-visible:outline-offset-2";
const item = `${itemLook} flex items-center lg:inline-flex`;
/** The account's link: its address in full on a phone (it may wrap), cut short to keep the wide screen's one line. */
const accountItem = `${itemLook} block break-all py-3 lg:max-w-full lg:truncate lg:py-0 lg:leading-[2.75rem] lg:break-normal`;
const currentItem =
  "border-l-4 border-brand bg-brand-soft pl-3 text-brand-dark lg:border-l-0 lg:bg-transparent lg:pl-0 lg:underline lg:decoration-2";

/**
 * The staff pages' plain header: the staff menu and sign-out once signed in; the business's name alone
 * on the sign-in steps.
 *
 * From 1024 px the menu is one line under the name. Narrower, it folds behind a "Menu" button: an
 * HTML popover (popovertarget), so it opens and closes with no script, as the staff pages run none.
 * The browser gives the button its expanded state, closes the menu with Escape or a tap outside it, and
 * takes the focus back to the button on Escape; the menu follows the button in the tab order.
 */
export function StaffHeader({ email, role, pathname = "" }: { email?: string; role?: StaffRole; pathname?: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div
        className={`container-page flex items-center justify-between gap-3 ${email ? "h-16 lg:h-auto lg:flex-wrap lg:py-3" : "flex-wrap py-3"}`}
      >
        <a
          href={email ? (role ? homeOf[role] : "/staff") : "/staff/sign-in"}
          className="inline-flex min-h-11 items-center font-display text-lg font-bold text-brand-dark"
        >
          {email ? (
            <>
              {/* Below 1024 px the short name leaves room for the Menu button on the same line. */}
              <span className="lg:hidden">{business.shortName}</span>
              <span className="max-lg:hidden">{business.name}</span>
              &nbsp;· Staff
            </>
          ) : (
            `${business.name} · Staff`
          )}
        </a>
        {email && (
          <nav aria-label="Staff" className="group min-w-0 lg:w-full">
            <button
              type="button"
              popoverTarget={MENU_ID}
              aria-controls={MENU_ID}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-brand bg-white px-3 font-semibold text-brand hover:bg-brand-soft lg:hidden"
            >
              <Menu className="size-5 group-has-[:popover-open]:hidden" aria-hidden="true" />
              <X className="hidden size-5 group-has-[:popover-open]:block" aria-hidden="true" />
              Menu
            </button>
            <div
              id={MENU_ID}
              popover="auto"
              className={
                // A phone: a sheet under the header (64 px and its border), over the page.
                "absolute inset-x-0 top-[calc(4rem+1px)] bottom-auto m-0 w-full max-w-none border-0 border-b border-slate-200 bg-white p-0 py-2 text-base text-ink shadow-lg " +
                // 1024 px and wider: always shown, one line in the header.
                "lg:static lg:block lg:w-auto lg:overflow-visible lg:border-0 lg:bg-transparent lg:py-0 lg:shadow-none"
              }
            >
              <ul className="lg:flex lg:flex-nowrap lg:items-center lg:gap-x-4">
                {(role ? linksFor(role) : staffLinks).map(([href, text]) => {
                  const current = currentFor(href, pathname);
                  return (
                    <li key={href} className="lg:shrink-0">
                      <a href={href} aria-current={current} className={current ? `${item} ${currentItem}` : item}>
                        {text}
                      </a>
                    </li>
                  );
                })}
                <li className="mt-2 border-t border-slate-200 pt-2 lg:mt-0 lg:min-w-0 lg:border-0 lg:pt-0">
                  <a
                    href="/staff/account"
                    aria-current={currentFor("/staff/account", pathname)}
                    className={currentFor("/staff/account", pathname) ? `${accountItem} ${currentItem}` : accountItem}
                  >
                    {email}
                  </a>
                </li>
                <li className="lg:shrink-0">
                  <form method="post" action="/staff/sign-out">
                    <button type="submit" className={item}>
                      Sign out
                    </button>
                  </form>
                </li>
              </ul>
            </div>
          </nav>
        )}
      </div>
    </header>
  );
}
