import { Outlet } from "react-router";
import { StaffHeader } from "../../../components/page-kit/staff-header";
import { StaffError } from "../../../components/page-kit/staff-error";
import type { RouteHandle } from "../../../root";
import type { Route } from "./+types/sign-in-steps";
import { markFormPosts, staffPageHeaders } from "./sign-in-steps.server";

/** The layout of the sign-in steps (app/staff-pages.ts): open to anyone, each step checks where the visitor stands itself. */
export const handle: RouteHandle = { shell: "staff" };

export const middleware: Route.MiddlewareFunction[] = [staffPageHeaders, markFormPosts];

export default function SignInSteps() {
  return (
    <>
      <StaffHeader />
      <main id="main" tabIndex={-1} className="container-page py-6 outline-none">
        <Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffError error={error} />;
}
