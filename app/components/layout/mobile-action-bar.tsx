import { Phone } from "lucide-react";
import { telLink, whatsappLink } from "../../content/business";
import { WhatsAppIcon } from "../icons/whatsapp";
import { QuoteButton } from "../quote/quote-button";

/** Phones: Call, WhatsApp and Quote fixed to the bottom, so the phone is always one tap away. */
export function MobileActionBar() {
  return (
    <nav
      aria-label="Quick contact"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] sm:hidden"
    >
      <ul className="grid grid-cols-3 gap-2">
        <li>
          <a
            href={telLink}
            className="flex min-h-12 items-center justify-center gap-1.5 rounded-lg bg-brand font-semibold text-white no-underline"
          >
            <Phone className="size-5" aria-hidden="true" /> Call
          </a>
        </li>
        <li>
          <a
            href={whatsappLink}
            rel="noopener"
            className="flex min-h-12 items-center justify-center gap-1.5 rounded-lg bg-whatsapp font-semibold text-white no-underline"
          >
            <WhatsAppIcon /> WhatsApp
          </a>
        </li>
        <li>
          <QuoteButton className="w-full min-h-12! px-2!">Quote</QuoteButton>
        </li>
      </ul>
    </nav>
  );
}
