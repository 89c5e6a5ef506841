import { Check, Lightbulb, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/area";
import { PostcodeChecker } from "../components/coverage/postcode-checker";
import { Island } from "../components/island";
import { CallButton } from "../components/layout/contact-links";
import { QuoteButton } from "../components/quote/quote-button";
import { CtaBand } from "../components/sections/cta-band";
import { Faq } from "../components/sections/faq";
import { PageHeader } from "../components/sections/page-header";
import { ProcessSteps } from "../components/sections/process-steps";
import { Section } from "../components/sections/section";
import { ServiceCards } from "../components/sections/service-cards";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { areaPage } from "../content/area-page";
import { clearedItems } from "../content/cleared-items";
import { business } from "../content/business";
import { pageMeta } from "../lib/seo";
import { claim, fillClaims } from "../content/claims";
import type { FaqItem } from "../content/types";

/** The loader's text was made at build time with claim tokens: filled here as the page renders (app/content/claims.ts). */
const filledFaqs = (faqs: FaqItem[]) => faqs.map((faq) => ({ ...faq, question: fillClaims(faq.question), answer: fillClaims(faq.answer) }));

export function loader({ params }: Route.LoaderArgs) {
  return areaPage(params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { area, town, slug, faqs, known } = loaderData;
  return pageMeta({
    title: area?.metaTitle ?? `Rubbish Clearance in ${town} | ${business.name}`,
    description:
      area?.metaDescription ??
      `Licensed rubbish clearance across Surrey and Sussex: same-day collection if you contact us before 10am, ${claim("recycling.phrase")}, free photo quotes ${claim("reply.when")}.`,
    path: `/areas/${slug}`,
    noindex: !known,
    town: area?.name,
    // Social images exist for the towns we list; an unknown slug shares the areas page's.
    image: known ? undefined : "/og/areas.png",
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Areas We Cover", path: "/areas" },
      { name: town, path: `/areas/${slug}` },
    ],
    faqs: filledFaqs(faqs),
  });
};

export default function AreaDetail({ loaderData }: Route.ComponentProps) {
  const { area, town, slug, intro, faqs, services } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Areas We Cover", path: "/areas" },
          { name: town, path: `/areas/${slug}` },
        ]}
        title={`Rubbish Clearance in ${town}`}
        lead={fillClaims(intro)}
        image="/illustrations/hero-van.svg"
      >
        <QuoteButton size="lg" />
        <CallButton size="lg" variant="outline" />
      </PageHeader>

      <PostcodeCheck from={area ? slug : undefined} />

      <Section id="what-we-clear" title={`What we clear in ${town}`}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {clearedItems.map((item) => (
            <li key={item} className="flex items-center gap-2 rounded-lg bg-brand-soft px-4 py-3 font-medium">
              <Check className="size-5 shrink-0 text-brand" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </Section>

      {area ? (
        <Section id="local" title={`Clearing homes and businesses in ${area.name}`} tone="soft">
          <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
            <div className="space-y-4 text-lg">
              {area.prose.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              <h3 className="pt-2 text-xl text-brand-dark">Typical jobs in {area.name}</h3>
              <ul className="space-y-1.5 text-base">
                {area.typicalJobs.map((job) => (
                  <li key={job} className="flex gap-2">
                    <Check className="mt-1 size-4 shrink-0 text-brand" aria-hidden="true" />
                    {job}
                  </li>
                ))}
              </ul>
            </div>
            <aside className="space-y-6" aria-label={`${area.name} local information`}>
              <div className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="flex items-center gap-2 text-lg text-brand-dark">
                  <MapPin className="size-5 text-brand" aria-hidden="true" /> Local landmarks and roads
                </h3>
                <p className="mt-3 text-sm font-semibold uppercase tracking-wide text-muted">Landmarks</p>
                <ul className="mt-1 list-disc pl-5">
                  {area.localInfo.landmarks.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
                <p className="mt-3 text-sm font-semibold uppercase tracking-wide text-muted">Roads we work on</p>
                <ul className="mt-1 list-disc pl-5">
                  {area.localInfo.roads.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
                <p className="mt-3 text-sm text-muted">
                  Postcodes: {area.postcodes.join(", ")} · {area.county}
                </p>
              </div>
              <div className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="flex items-center gap-2 text-lg text-brand-dark">
                  <Lightbulb className="size-5 text-brand" aria-hidden="true" /> Local tips
                </h3>
                <ul className="mt-3 space-y-2">
                  {area.tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </div>
            </aside>
          </div>
        </Section>
      ) : null}

      <Section id="why-us" title={`Why choose us in ${town}`}>
        <WhyChooseUs />
        <h3 className="mb-5 mt-12 text-2xl text-brand-dark">Popular services</h3>
        <ServiceCards services={services} />
      </Section>

      <Section id="how-it-works" title="How it works" tone="soft">
        <ProcessSteps />
      </Section>

      <Section id="nearby" title={area ? `Areas near ${area.name}` : "Other areas we cover"}>
        <ul className="flex flex-wrap gap-3">
          {area?.nearby.map((near) => (
            <li key={near.slug}>
              <Link
                to={`/areas/${near.slug}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand px-5 font-semibold text-brand no-underline hover:bg-brand-soft"
              >
                <MapPin className="size-4" aria-hidden="true" /> {near.name}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/areas"
              className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-white no-underline hover:bg-brand-dark"
            >
              View All Areas
            </Link>
          </li>
        </ul>
      </Section>

      <Section id="faq" title={`Rubbish clearance in ${town}: your questions`} tone="soft">
        <div className="max-w-3xl">
          <Faq items={filledFaqs(faqs)} name="area-faq" />
        </div>
      </Section>

      <CtaBand title={`Book a clearance in ${town}`} />
    </>
  );
}

/** "Do we cover your postcode?", answered on the page (the town's slug says where the visitor came from). */
function PostcodeCheck({ from }: { from: string | undefined }) {
  return (
    <section aria-labelledby="postcode-check-heading" className="border-b border-slate-200 bg-white">
      <div className="container-page py-8 sm:py-10">
        <h2 id="postcode-check-heading" className="mb-3 text-2xl text-brand-dark">
          Do we cover your postcode?
        </h2>
        <Island name="postcode-checker" props={{ from, idPrefix: "postcode-check" }}>
          <PostcodeChecker from={from} idPrefix="postcode-check" />
        </Island>
      </div>
    </section>
  );
}
