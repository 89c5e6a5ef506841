import { business } from "../../content/business";

const headerLink = "inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline";

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

/** The staff pages' plain header: the staff menu and sign-out once signed in; the business's name alone on the sign-in steps. */
export function StaffHeader({ email }: { email?: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <a
          href={email ? "/staff" : "/staff/sign-in"}
          className="inline-flex min-h-11 items-center font-display text-lg font-bold text-brand-dark"
        >
          {business.name} · Staff
        </a>
        {email && (
          <nav aria-label="Staff" className="flex min-w-0 flex-wrap items-center gap-x-4 text-sm">
            {staffLinks.map(([href, text]) => (
              <a key={href} href={href} className={headerLink}>
                {text}
              </a>
            ))}
            <a href="/staff/account" className={`${headerLink} min-w-0 break-all`}>
              {email}
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
