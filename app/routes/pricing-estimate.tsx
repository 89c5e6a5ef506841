import { data } from "react-router";
import type { Route } from "./+types/pricing-estimate";
import { Estimator, type EstimatorProps } from "../components/estimate/estimator";
import { Island } from "../components/island";
import { QuoteFormIsland } from "../components/quote/quote-form-island";
import { CtaBand } from "../components/sections/cta-band";
import { PageHeader } from "../components/sections/page-header";
import { Section } from "../components/sections/section";
import { business } from "../content/business";
import { describeChoices, estimate, formatRange, parseEstimateQuery } from "../lib/estimate";
import { pageMeta, type Crumb } from "../lib/seo";
import { claim } from "../content/claims";

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Pricing", path: "/pricing" },
  { name: "Your estimate", path: "/pricing/estimate" },
];

/**
 * The estimate form's answer when JavaScript is off: /pricing is prerendered, so its form sends the
 * choices here, to a page rendered for each query (not prerendered, not in the sitemap, not indexed).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { choices, errors, submitted } = parseEstimateQuery(new URL(request.url).searchParams);
  const result = estimate(choices);
  const payload = { choices, errors, total: result ? formatRange(result.total) : null, description: describeChoices(choices) };
  return data(payload, { status: submitted && Object.keys(errors).length > 0 ? 400 : 200 });
}

/** Made for each query: not indexed, kept by no shared cache, and asked for again before a browser shows it again. */
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "private, no-cache" });

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Your Clearance Price Estimate | ${business.shortName}`,
    description: `An instant estimate for your rubbish clearance from our published prices. Send photos and we will turn it into a fixed price ${claim("reply.when")}.`,
    path: "/pricing/estimate",
    image: "/og/pricing.png",
    noindex: true,
    canonical: false,
    breadcrumbs: crumbs,
  });

export default function PricingEstimate({ loaderData }: Route.ComponentProps) {
  const { choices, errors, total, description } = loaderData;
  const estimator: EstimatorProps = { initial: choices, errors, quoteHref: "#quote-form", idPrefix: "estimate" };
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Your estimate"
        lead={
          total ? (
            <>
              About <strong>{total}</strong>, from our published prices. Photos turn it into a fixed price.
            </>
          ) : (
            "Choose the size of the load to see an estimate."
          )
        }
      />
      <Section id="estimate" title="Instant estimate" tone="soft">
        <Island name="estimator" props={estimator}>
          <Estimator {...estimator} />
        </Island>
      </Section>
      <Section
        id="quote-form"
        title="Get a fixed price"
        intro={`Add a few photos and your details. We reply with a fixed price ${claim("reply.whenBusiness")}.`}
      >
        <div className="max-w-2xl">
          <QuoteFormIsland variant="page" prefill={{ description }} />
        </div>
      </Section>
      <CtaBand title="Rather talk it through?" text="Call or WhatsApp us with your postcode and what needs clearing. We answer 24/7." />
    </>
  );
}
