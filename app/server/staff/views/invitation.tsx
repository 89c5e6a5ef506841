/**
 * /staff/invitation/:token: the emailed invitation's page. The person sets their password (twice);
 * the account is made with the name and role the owner gave, and they go on to set up their
 * authenticator as at any first sign-in. A link that does not work says so, and nothing else.
 */
import { Alert, buttonClass, Card, controlClass, Hint, Label } from "../../../components/page-kit/kit";
import { roleLabel, type StaffRole } from "../../../staff-roles";

export type InvitationPageData =
  { found: true; email: string; name: string; role: StaffRole; error?: string } | { found: false; message: string };

export function InvitationView(page: InvitationPageData) {
  if (!page.found)
    return (
      <Card heading="This link does not work">
        <p className="text-ink">{page.message}</p>
      </Card>
    );
  const errorId = page.error ? "password-error" : undefined;
  return (
    <Card heading="Set up your account">
      <p className="mb-4 text-ink">
        {`Welcome, ${page.name}. This is your staff account (${roleLabel[page.role].toLowerCase()}) for `}
        <span className="break-all font-semibold">{page.email}</span>. Choose a password; next you set up an authenticator app on your
        phone.
      </p>
      <Alert id="password-error">{page.error}</Alert>
      <form method="post" className="space-y-4" noValidate>
        <input type="email" name="email" value={page.email} autoComplete="username" readOnly hidden />
        <div>
          <Label htmlFor="password">New password</Label>
          <Hint name="password">12 characters or more; a few words you will remember work well.</Hint>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-describedby={["password-hint", errorId].filter(Boolean).join(" ")}
            aria-invalid={page.error ? true : undefined}
            className={controlClass}
          />
        </div>
        <div>
          <Label htmlFor="again">The same password again</Label>
          <input id="again" name="again" type="password" autoComplete="new-password" required className={controlClass} />
        </div>
        <button type="submit" className={`${buttonClass("primary")} w-full`}>
          Set my password
        </button>
      </form>
    </Card>
  );
}
