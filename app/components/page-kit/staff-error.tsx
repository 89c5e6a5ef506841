import { isRouteErrorResponse } from "react-router";
import { StaffHeader } from "./staff-header";

const messages: Record<number, string> = {
  400: "That address or form is not one this site makes.",
  404: "Not found",
  405: "Method not allowed",
};

/** A staff route's failure: what went wrong in a sentence, under the plain header (the page itself is not shown). */
export function StaffError({ error }: { error: unknown }) {
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
