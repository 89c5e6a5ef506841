import { isRouteErrorResponse } from "react-router";
import { isStaffRole, roleLabel, type StaffRole } from "../../staff-roles";
import { linksFor, StaffHeader } from "./staff-header";

const messages: Record<number, string> = {
  400: "That address or form is not one this site makes.",
  404: "Not found",
  405: "Method not allowed",
};

const linkLook = "font-semibold text-brand underline underline-offset-4";

/** The guard's refusal (403) as it hands it over: who is signed in, and their role. */
function refusedBy(error: unknown): { email: string; role: StaffRole } | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 403) return undefined;
  const data = error.data as { refused?: unknown; email?: unknown; role?: unknown } | null;
  return data?.refused === true && typeof data.email === "string" && isStaffRole(data.role)
    ? { email: data.email, role: data.role }
    : undefined;
}

/** A page the signed-in role may not open: said plainly, with the pages it can open instead. Nothing of the page is shown. */
function Refused({ email, role }: { email: string; role: StaffRole }) {
  return (
    <>
      <StaffHeader email={email} role={role} />
      <main id="main" tabIndex={-1} className="container-page py-6 outline-none">
        <title>Not open to your account · Staff</title>
        <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">Not open to your account</h1>
        <p className="mb-4">
          This page is not open to {role === "office" ? "an" : "a"} {roleLabel[role].toLowerCase()} account. The owner can change what your
          account can open from the team page.
        </p>
        <p className="mb-2">You can open:</p>
        <ul className="list-disc space-y-2 pl-6">
          {linksFor(role).map(([href, text]) => (
            <li key={href}>
              <a href={href} className={linkLook}>
                {text}
              </a>
            </li>
          ))}
          <li>
            <a href="/staff/account" className={linkLook}>
              Your account
            </a>
          </li>
        </ul>
      </main>
    </>
  );
}

/** A staff route's failure: what went wrong in a sentence, under the plain header (the page itself is not shown). */
export function StaffError({ error }: { error: unknown }) {
  const refused = refusedBy(error);
  if (refused) return <Refused {...refused} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      <StaffHeader />
      <main id="main" tabIndex={-1} className="container-page py-6 outline-none">
        <title>{`${messages[status] ?? "Something went wrong"} · Staff`}</title>
        <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">{messages[status] ?? "Something went wrong"}</h1>
        <p>
          <a href="/staff" className="font-semibold text-brand underline underline-offset-4">
            Back to the inbox
          </a>
        </p>
      </main>
    </>
  );
}
