import { Link } from "react-router";
import type { Route } from "./+types/services";
import { QuoteButton } from "../components/quote/quote-button";
import { CtaBand } from "../components/sections/cta-band";
import { PageHeader } from "../components/sections/page-header";
import { Section } from "../components/sections/section";
import { ServiceCards } from "../components/sections/service-cards";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { areasByGroup } from "../content/areas";
import { business } from "../content/business";
import { services } from "../content/services";
import { pageMeta, type Crumb } from "../lib/seo";

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Rubbish Clearance Services | House, Garden & Builders' Waste | ${business.shortName}`,
    description:
      "House clearance, garden waste, builders' rubble, bulky items, office, end-of-tenancy, mattresses, sofas and wait & load across Surrey and Sussex. Licensed, insured.",
    path: "/services",
    breadcrumbs: crumbs,
  });

export function loader() {
  return { groups: areasByGroup().filter((g) => g.areas.length > 0) };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Our Services"
        lead="Ten ways we clear waste for homes, landlords, builders and businesses in Surrey and Sussex. Every job is loaded by our crew, disposed of by a licensed carrier and priced up front."
        image="/illustrations/wait-load.svg"
      >
        <QuoteButton size="lg" />
      </PageHeader>

      <Section>
        <ServiceCards services={services} detailed headingLevel={2} eager={2} />
      </Section>

      <Section id="why-choose-us" title="Why choose us" tone="soft">
        <WhyChooseUs />
      </Section>

      <Section
        id="service-areas"
        title="Where we work"
        intro={`Every service is available in all the towns we cover within ${business.serviceRadiusMiles} miles of ${business.basePostcodeDistrict}.`}
      >
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.groups.map(({ group, areas }) => (
            <div key={group}>
              <h3 className="text-lg text-brand-dark">{group}</h3>
              <ul className="mt-2 flex flex-wrap gap-x-1 gap-y-0">
                {areas.map((area, i) => (
                  <li key={area.slug}>
                    <Link
                      to={`/areas/${area.slug}`}
                      className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline"
                    >
                      {area.name}
                    </Link>
                    {i < areas.length - 1 ? (
                      <span aria-hidden="true" className="text-muted">
                        ,&nbsp;
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <Link to="/areas" className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand hover:underline">
          View all areas we cover
        </Link>
      </Section>

      <CtaBand />
    </>
  );
}
