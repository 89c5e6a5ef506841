import { CallButton, WhatsAppButton } from "../layout/contact-links";
import { QuoteButton } from "../quote/quote-button";
import { claim } from "../../content/claims";

/** The closing call to action: quote, call, WhatsApp. */
export function CtaBand({ title = "Ready to clear it?", text }: { title?: string; text?: string }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-dark text-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-3xl sm:text-4xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-green-50">
            {text ??
              `Send a few photos for a free, fixed quote. We reply ${claim("reply.when")}, and same-day collection is available if you contact us before 10am.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <QuoteButton size="lg" />
          <CallButton variant="ghostLight" size="lg" />
          <WhatsAppButton size="lg" />
        </div>
      </div>
    </section>
  );
}
