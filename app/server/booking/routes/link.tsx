import { Outlet } from "react-router";
import type { RouteHandle } from "../../../root";
import { CallUs, h1 } from "../views/link-sections";
import { CustomerHeader } from "../views/customer-header";
import type { Route } from "./+types/link";
import { customerLink } from "./link.server";

/** The layout of the customer's private link: its private document, the rate limit and the link's headers on every answer. */
export const handle: RouteHandle = { shell: "customer" };

export const middleware: Route.MiddlewareFunction[] = [customerLink];

export default function CustomerLink() {
  return (
    <>
      <CustomerHeader />
      <main id="main" tabIndex={-1} className="container-page max-w-3xl py-6 outline-none">
        <Outlet />
      </main>
    </>
  );
}

/** A failure: the middleware answers it in a sentence; this is the page should one ever be drawn. */
export function ErrorBoundary() {
  return (
    <>
      <CustomerHeader />
      <main id="main" tabIndex={-1} className="container-page max-w-3xl py-6 outline-none">
        <title>Something went wrong</title>
        <h1 className={h1}>Something went wrong</h1>
        <p className="mb-6">Please try again, or call us.</p>
        <CallUs />
      </main>
    </>
  );
}
