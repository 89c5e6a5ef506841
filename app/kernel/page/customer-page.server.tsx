import type { ReactNode } from "react";
import { business, telLink, whatsappLink } from "../../content/business";
import { PAGE_CSP, renderDocument, withPageHeaders } from "./document.server";

/**
 * The customer's booking page is reached by a private link: never cached, never indexed, never sent
 * on as a referrer, and it runs no script (the staff pages' policy: the stylesheet inline by its
 * hash, forms post to us). Every answer under the link carries these headers, pages or not.
 */
export const withCustomerHeaders = (response: Response) => withPageHeaders(response, { noReferrer: true, policy: PAGE_CSP });

/** The business's name, and how to call us. */
function CustomerHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <a href="/" className="font-display text-lg font-bold text-brand-dark">
          {business.name}
        </a>
        <nav aria-label="Contact" className="flex flex-wrap items-center gap-4 text-sm">
          <a href={telLink} className="font-semibold text-brand underline-offset-4 hover:underline">
            {`Call ${business.phoneDisplay}`}
          </a>
          <a href={whatsappLink} className="font-semibold text-brand underline-offset-4 hover:underline">
            WhatsApp
          </a>
        </nav>
      </div>
    </header>
  );
}

/** A complete page of the customer's booking link: the site's look, a header with our phone numbers. */
export function customerPage({ title, status = 200, children }: { title: string; status?: number; children: ReactNode }): Response {
  const html = renderDocument({
    title: `${title} · ${business.name}`,
    noReferrer: true,
    header: <CustomerHeader />,
    mainClassName: "container-page max-w-3xl py-6 outline-none",
    children,
  });
  return withCustomerHeaders(new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8" } }));
}
