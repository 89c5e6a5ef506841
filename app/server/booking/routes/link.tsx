import { Outlet, useMatches } from "react-router";
import type { RouteHandle } from "../../../root";
import { CallUs, h1 } from "../views/link-sections";
import { CustomerHeader } from "../views/customer-header";
import type { ShownLink } from "../views/link-page";
import { whatsappMessage } from "../views/whatsapp-message";
import type { Route } from "./+types/link";
import { customerLink } from "./link.server";

/** The layout of the customer's private link: its private document, the rate limit and the link's headers on every answer. */
export const handle: RouteHandle = { shell: "customer" };

export const middleware: Route.MiddlewareFunction[] = [customerLink];

/** The link's state as the page below drew it, when it is the page (not a file): the header's WhatsApp message follows it. */
function useShownLink(): ShownLink | undefined {
  return useMatches()
    .map((match) => (match.loaderData as { link?: ShownLink } | undefined)?.link)
    .find(Boolean);
}

export default function CustomerLink() {
  const link = useShownLink();
  return (
    <>
      <CustomerHeader whatsappText={link && whatsappMessage(link)} />
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
