import { AlertTriangle, Check } from "lucide-react";
import type { Route } from "./+types/pricing";
import { Estimator, type EstimatorProps } from "../components/estimate/estimator";
import { QuoteButton } from "../components/quote/quote-button";
import { CtaBand } from "../components/sections/cta-band";
import { PageHeader } from "../components/sections/page-header";
import { Section } from "../components/sections/section";
import { business, constants } from "../content/business";
import {
  exampleLoads,
  loadSizes,
  photoQuoteReasons,
  priceFactors,
  priceFrom,
  pricingIncludes,
  surcharges,
  vatNote,
} from "../content/pricing";
import { formatRange, noChoices } from "../lib/estimate";
import { pageMeta, type Crumb } from "../lib/seo";
import { claim } from "../content/claims";
import { Island } from "../components/island";

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Pricing", path: "/pricing" },
];

const estimatorProps: EstimatorProps = { initial: noChoices, idPrefix: "estimate" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Rubbish Clearance Prices from £49 | ${business.shortName} Surrey & Sussex`,
    description:
      "Clear, fixed prices: single items from £49, a quarter van from £100, half van £200, full van £350. What's included, what costs extra and why. Free photo quotes.",
    path: "/pricing",
    breadcrumbs: crumbs,
  });

export default function Pricing() {
  return (
    <>
      <PageHeader crumbs={crumbs} title={<>Pricing: from {priceFrom}</>} image="/illustrations/clipboard.svg">
        <p className="w-full text-lg sm:text-xl">
          Single items from {priceFrom}; load clearances from £{constants.minimumCharge}. Every price includes loading, transport, licensed
          disposal and a sweep-up. Send photos for a fixed price {claim("reply.when")}.
        </p>
        <QuoteButton size="lg">Get a Fixed Photo Quote</QuoteButton>
      </PageHeader>

      <Section
        id="estimate"
        title="Instant estimate"
        tone="soft"
        intro="Choose the size of the load and anything that costs extra. The estimate updates as you go; photos turn it into a fixed price."
      >
        <Island name="estimator" props={estimatorProps}>
          <Estimator {...estimatorProps} />
        </Island>
      </Section>

      <Section
        id="examples"
        title="Example loads"
        intro="Most clearances are priced by how much of our van your waste fills. These are starting prices for mixed household waste with easy access."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {exampleLoads.map((load) => (
            <li key={load.size} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <img src={load.image} alt="" width="240" height="160" loading="lazy" decoding="async" className="mx-auto h-32 w-auto" />
              <h3 className="mt-4 text-xl text-brand-dark">{load.size}</h3>
              <p className="mt-1 text-4xl font-extrabold tracking-tight text-brand-dark">{load.price}</p>
              <p className="mt-2 text-muted">{load.description}</p>
              <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">For example</p>
              <ul className="mt-1 space-y-1">
                {load.examples.map((example) => (
                  <li key={example} className="flex gap-2">
                    <Check className="mt-1 size-4 shrink-0 text-brand" aria-hidden="true" />
                    {example}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border-2 border-brand bg-brand-soft p-6">
            <h3 className="text-xl text-brand-dark">Every price includes</h3>
            <ul className="mt-3 space-y-2">
              {pricingIncludes.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div id="additional-charges" className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-6">
            <h3 className="flex items-center gap-2 text-xl text-ink">
              <AlertTriangle className="size-6 text-amber-700" aria-hidden="true" />
              Additional charges
            </h3>
            <p className="mt-2">These cost extra, on top of the load. Any that apply are listed in your quote before you agree to it.</p>
            <ul className="mt-3 space-y-3">
              {surcharges.map((charge) => (
                <li key={charge.id}>
                  <p className="flex flex-wrap justify-between gap-x-3 font-bold">
                    <span>{charge.item}</span>
                    <span className="whitespace-nowrap">{formatRange(charge.price)} each</span>
                  </p>
                  <p>{charge.reason}</p>
                </li>
              ))}
              <li>
                <p className="font-bold">Carrying down stairs with no lift</p>
                <p>
                  It takes longer and needs more hands:{" "}
                  {loadSizes.map((load) => `${load.label.toLowerCase()} ${formatRange(load.stairs)}`).join(", ")}.
                </p>
              </li>
            </ul>
            <p className="mt-3 text-sm">{vatNote}</p>
          </div>
        </div>
        <p className="mt-6 text-muted">
          Loads between half and three-quarters of a van are priced between the two. A certified weight needs{" "}
          {constants.certifiedWeightNoticeHours} hours' notice. See our{" "}
          <a href="/terms#pricing" className="font-semibold text-brand underline">
            terms
          </a>{" "}
          for the details.
        </p>
      </Section>

      <Section id="price-factors" title="What affects the price" tone="soft">
        <ul className="grid gap-4 sm:grid-cols-2">
          {priceFactors.map((factor, index) => (
            <li key={factor.title} className="rounded-xl bg-white p-6 shadow-sm">
              <p className="text-sm font-bold text-brand">Factor {index + 1}</p>
              <h3 className="text-xl text-brand-dark">{factor.title}</h3>
              <p className="mt-2 text-muted">{factor.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="photo-quotes" title="Why photo quotes work best">
        <div className="grid items-center gap-10 lg:grid-cols-[2fr_1fr]">
          <ul className="grid gap-4 sm:grid-cols-2">
            {photoQuoteReasons.map((reason) => (
              <li key={reason.title}>
                <h3 className="text-lg text-brand-dark">{reason.title}</h3>
                <p className="mt-1 text-muted">{reason.text}</p>
              </li>
            ))}
          </ul>
          <img src="/illustrations/photo-quote.svg" alt="" width="240" height="160" loading="lazy" className="mx-auto w-64" />
        </div>
      </Section>

      <CtaBand title="Get your fixed price" />
    </>
  );
}
