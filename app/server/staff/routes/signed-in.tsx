import { Outlet, useLocation } from "react-router";
import { StaffHeader } from "../../../components/page-kit/staff-header";
import { StaffError } from "../../../components/page-kit/staff-error";
import { StaffRoleContext } from "../../../components/page-kit/staff-role";
import type { RouteHandle } from "../../../root";
import type { Route } from "./+types/signed-in";
import { requireSignIn, signedInHeader, staffPageHeaders } from "./signed-in.server";

/**
 * The layout of every staff page and file but the sign-in steps: none runs without a full sign-in,
 * nor for a role the page does not list (app/staff-pages.ts). The headers' middleware is outside the
 * guard, so a refusal drawn by the error boundary carries them too.
 */
export const handle: RouteHandle = { shell: "staff" };

export const middleware: Route.MiddlewareFunction[] = [staffPageHeaders, requireSignIn];

export const loader = ({ context }: Route.LoaderArgs) => signedInHeader(context);

export default function SignedIn({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <>
      <StaffHeader email={loaderData.email} role={loaderData.role} pathname={pathname} />
      <main id="main" tabIndex={-1} className="container-page py-6 outline-none">
        <StaffRoleContext value={loaderData.role}>
          <Outlet />
        </StaffRoleContext>
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffError error={error} />;
}
