import { Camera, Check, Leaf } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CallButton, WhatsAppButton } from "../components/layout/contact-links";
import { QuoteButton } from "../components/quote/quote-button";
import { AreaCards } from "../components/sections/area-cards";
import { CtaBand } from "../components/sections/cta-band";
import { Faq } from "../components/sections/faq";
import { PricingTeaser } from "../components/sections/pricing-teaser";
import { ProcessSteps } from "../components/sections/process-steps";
import { SameDayLine } from "../components/sections/same-day-line";
import { Section } from "../components/sections/section";
import { ServiceCards } from "../components/sections/service-cards";
import { TrustBadges } from "../components/sections/trust-badges";
import { areasFor, homeAreaSlugs, listAreas } from "../content/areas";
import { business, claims } from "../content/business";
import { homeFaqs } from "../content/faqs";
import { exampleLoads, priceFrom } from "../content/pricing";
import { getService, homeServiceIds } from "../content/services";
import { pageMeta } from "../lib/seo";
import { claim } from "../content/claims";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Rubbish Clearance Surrey & Sussex | ${business.name}`,
    description: `Licensed rubbish and waste clearance across Surrey and Sussex. Same-day collection if you call before 10am, ${claim("recycling.phrase")}, free photo quotes ${claim("reply.when")}.`,
    path: "/",
    faqs: homeFaqs,
  });

export function loader() {
  return {
    services: homeServiceIds.map(getService),
    areas: areasFor(homeAreaSlugs),
    areaCount: listAreas().length,
    pricing: { priceFrom, loads: exampleLoads },
  };
}

const features = [
  {
    icon: Camera,
    title: "Photo quotes with fixed prices",
    text: `Send a few photos and get a fixed price ${claim("reply.when")}. No survey visit, no surprises on the day.`,
  },
  {
    icon: Leaf,
    title: `${claim("recycling.short")}, with the paperwork`,
    text: "We sort every load for reuse and recycling and email a digital waste transfer note after each job.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, areas, areaCount, pricing } = loaderData;
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-brand-soft">
        <div className="container-page grid items-center gap-8 py-10 sm:py-16 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-dark shadow-sm">
              <Check className="size-4" aria-hidden="true" /> {claims.licensed}
            </p>
            <h1 id="hero-heading" className="mt-4 text-4xl text-brand-dark sm:text-5xl">
              Rubbish clearance across Surrey &amp; Sussex
            </h1>
            <p className="mt-5 text-lg sm:text-xl">
              <strong>Same-day collection</strong> if you contact us before 10am. <strong>{claim("reply.title")}</strong>.{" "}
              <strong>{claim("recycling.short")}</strong>. Within {business.serviceRadiusMiles} miles of {business.basePostcodeDistrict},{" "}
              {claims.available.toLowerCase()}.
            </p>
            <SameDayLine className="mt-4 text-brand-dark sm:text-lg" />
            <div className="mt-7 grid gap-3 sm:flex sm:flex-wrap">
              <QuoteButton size="lg">Get a Free Photo Quote</QuoteButton>
              <CallButton size="lg" />
              <WhatsAppButton size="lg" />
            </div>
          </div>
          <img
            src="/illustrations/hero-van.svg"
            alt="A green clearance van with its back doors open, loaded with bags, a box and a chair"
            width="480"
            height="320"
            fetchPriority="high"
            className="mx-auto w-full max-w-lg"
          />
        </div>
        <div className="container-page pb-10">
          <TrustBadges />
        </div>
      </section>

      <Section id="services" title="What we clear" intro="From one sofa to a whole house: homes, gardens, building sites and offices.">
        <ServiceCards services={services}>
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col justify-center rounded-2xl bg-brand-dark p-6 text-white">
              <Icon className="size-10 text-cta" aria-hidden="true" />
              <h3 className="mt-4 text-xl">{title}</h3>
              <p className="mt-2 text-green-50">{text}</p>
            </li>
          ))}
        </ServiceCards>
      </Section>

      <Section id="how-it-works" title="How it works" tone="soft">
        <ProcessSteps />
      </Section>

      <Section id="pricing" title="Simple, fair pricing">
        <PricingTeaser priceFrom={pricing.priceFrom} loads={pricing.loads} />
      </Section>

      <Section
        id="areas"
        title="Areas we cover"
        tone="soft"
        intro={
          <>
            We cover {areaCount} towns and villages within {business.serviceRadiusMiles} miles of {business.basePostcodeDistrict}, from the
            Surrey Hills to the Sussex coast.
          </>
        }
      >
        <AreaCards areas={areas} />
        <Link to="/areas" className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand hover:underline">
          View all {areaCount} areas
        </Link>
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <div className="max-w-3xl">
          <Faq items={homeFaqs} name="home-faq" />
        </div>
      </Section>

      <CtaBand />
    </>
  );
}
