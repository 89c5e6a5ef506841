import { Mail, MapPin, Phone, Zap } from "lucide-react";
import type { Route } from "./+types/contact";
import { WhatsAppIcon } from "../components/icons/whatsapp";
import { CallButton, WhatsAppButton } from "../components/layout/contact-links";
import { QuoteFormIsland } from "../components/quote/quote-form-island";
import { CollectionHours } from "../components/sections/collection-hours";
import { PageHeader } from "../components/sections/page-header";
import { SameDayLine } from "../components/sections/same-day-line";
import { business, mailtoLink, telLink, whatsappLink } from "../content/business";
import { pageMeta, type Crumb } from "../lib/seo";
import { contactFormStamp, postContactForm } from "./contact.server";
import { claim } from "../content/claims";

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Contact", path: "/contact" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Contact Us | Free Photo Quote for Rubbish Clearance | ${business.shortName}`,
    description: `Ask for a free photo quote: we reply ${claim("reply.when")}. Call or WhatsApp 24/7. Same-day collection across Surrey and Sussex if you contact us before 10am.`,
    path: "/contact",
    breadcrumbs: crumbs,
  });

/** Rendered per request: the form carries a fresh stamp (when it was shown, signed by the server). */
export async function loader({ context }: Route.LoaderArgs) {
  return { stamp: await contactFormStamp(context) };
}

/** Browsers may keep the page but must ask again before showing it: each visit gets its own stamp. */
export function headers() {
  return { "Cache-Control": "private, no-cache" };
}

/** The form's own action, used when JavaScript is off: the same intake as /functions/v1/submit-quote. */
export async function action({ request, context }: Route.ActionArgs) {
  return postContactForm(request, context);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Contact Us"
        lead={`Send a few photos for a free, fixed quote, or call or WhatsApp us. We reply ${claim("reply.whenBusiness")}.`}
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-8">
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-2xl text-brand-dark">
              Contact details
            </h2>
            <ul className="mt-4 space-y-3 text-lg">
              <li>
                <a href={telLink} className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand no-underline hover:underline">
                  <Phone className="size-6" aria-hidden="true" /> {business.phoneDisplay}
                </a>
              </li>
              <li>
                <a
                  href={whatsappLink}
                  rel="noopener"
                  className="inline-flex min-h-11 items-center gap-3 font-semibold text-whatsapp no-underline hover:underline"
                >
                  <WhatsAppIcon className="size-6" /> WhatsApp {business.whatsappDisplay}
                </a>
              </li>
              <li>
                <a
                  href={mailtoLink}
                  className="inline-flex min-h-11 items-center gap-3 break-all font-semibold text-brand no-underline hover:underline"
                >
                  <Mail className="size-6 shrink-0" aria-hidden="true" /> {business.email}
                </a>
              </li>
              <li className="flex gap-3">
                <MapPin className="mt-1 size-6 shrink-0 text-brand" aria-hidden="true" />
                <address className="not-italic">
                  {business.address.street}
                  <br />
                  {business.address.locality}, {business.address.region}
                  <br />
                  {business.address.postcode}
                </address>
              </li>
            </ul>
          </section>
          <section aria-labelledby="hours-heading" className="rounded-2xl bg-brand-soft p-6">
            <h2 id="hours-heading" className="sr-only">
              Opening hours
            </h2>
            <CollectionHours />
          </section>
          <section aria-labelledby="urgent-heading" className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-6">
            <h2 id="urgent-heading" className="flex items-center gap-2 text-xl text-ink">
              <Zap className="size-6 text-amber-700" aria-hidden="true" /> Urgent request?
            </h2>
            <SameDayLine className="mt-2" />
            <p className="mt-2">Calling or WhatsApp is quickest: we answer 24/7.</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <CallButton label="Call now" />
              <WhatsAppButton />
            </div>
          </section>
        </div>
        <section
          id="quote-form"
          aria-labelledby="quote-form-heading"
          className="scroll-mt-24 rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8"
        >
          <h2 id="quote-form-heading" className="text-2xl text-brand-dark sm:text-3xl">
            Request a free quote
          </h2>
          <p className="mb-6 mt-1 text-muted">Tell us what needs clearing. Photos help us give you a fixed price.</p>
          <QuoteFormIsland
            key={actionData ? JSON.stringify(actionData) : "form"}
            variant="page"
            serverResult={actionData}
            stamp={actionData?.stamp ?? loaderData.stamp}
          />
        </section>
      </div>
    </>
  );
}
