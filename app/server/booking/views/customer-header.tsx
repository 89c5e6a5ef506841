import { business, telLink, whatsappLink, whatsappLinkWith } from "../../../content/business";

/** The customer's link's header: the business's name, and how to call us (the WhatsApp message as the page words it). */
export function CustomerHeader({ whatsappText }: { whatsappText?: string }) {
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
          <a
            href={whatsappText ? whatsappLinkWith(whatsappText) : whatsappLink}
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            WhatsApp
          </a>
        </nav>
      </div>
    </header>
  );
}

/** A page's <title> under the customer's link: "Your fixed price · Clearwell Waste Clearance". */
export const customerTitle = (title: string) => [{ title: `${title} · ${business.name}` }];
