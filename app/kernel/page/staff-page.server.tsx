import type { ReactNode } from "react";
import { business } from "../../content/business";
import type { StaffIdentity } from "./staff-route.server";
import { PAGE_CSP, pageCsp, renderDocument, type PageScript } from "./document.server";

export type { PageScript };

const headerLink = "inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline";

export interface StaffPageOptions {
  title: string;
  /** The signed-in member of staff; absent on the sign-in steps. */
  staff?: StaffIdentity;
  status?: number;
  headers?: HeadersInit;
  /** The page's one script, if it runs one. */
  script?: PageScript;
  children: ReactNode;
}

/** The staff pages the header links to, in order. */
const staffLinks = [
  ["/staff", "Inbox"],
  // On a phone the week is a list: the link opens it at today (the days already past are above).
  ["/staff/schedule#today", "Schedule"],
  ["/staff/today", "Today"],
  ["/staff/disposals", "Disposals"],
  ["/staff/register", "Register"],
  ["/staff/notes", "Notes"],
] as const;

/** A plain header with the inbox and sign-out. */
function StaffHeader({ staff }: { staff?: StaffIdentity }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <a
          href={staff ? "/staff" : "/staff/sign-in"}
          className="inline-flex min-h-11 items-center font-display text-lg font-bold text-brand-dark"
        >
          {business.name} · Staff
        </a>
        {staff && (
          <nav aria-label="Staff" className="flex min-w-0 flex-wrap items-center gap-x-4 text-sm">
            {staffLinks.map(([href, text]) => (
              <a key={href} href={href} className={headerLink}>
                {text}
              </a>
            ))}
            <a href="/staff/account" className={`${headerLink} min-w-0 break-all`}>
              {staff.email}
            </a>
            <form method="post" action="/staff/sign-out">
              <button type="submit" className={headerLink}>
                Sign out
              </button>
            </form>
          </nav>
        )}
      </div>
    </header>
  );
}

/**
 * A complete staff HTML page: the site's look, a plain header with the inbox and sign-out. Its
 * policy is sent with it; the staff side's dispatch adds the headers every staff answer carries.
 */
export function staffPage({ title, staff, status = 200, headers, script, children }: StaffPageOptions): Response {
  const html = renderDocument({
    title: `${title} · Staff · ${business.name}`,
    header: <StaffHeader staff={staff} />,
    mainClassName: "container-page py-6 outline-none",
    script,
    children,
  });
  const responseHeaders = new Headers(headers);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", script ? pageCsp(script) : PAGE_CSP);
  return new Response(html, { status, headers: responseHeaders });
}
