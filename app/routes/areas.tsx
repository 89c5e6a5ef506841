import { Zap } from "lucide-react";
import type { Route } from "./+types/areas";
import { CallButton, WhatsAppButton } from "../components/layout/contact-links";
import { QuoteButton } from "../components/quote/quote-button";
import { PostcodeChecker } from "../components/coverage/postcode-checker";
import { Island } from "../components/island";
import { AreaCards } from "../components/sections/area-cards";
import { CtaBand } from "../components/sections/cta-band";
import { PageHeader } from "../components/sections/page-header";
import { Section } from "../components/sections/section";
import { areasByGroup, listAreas } from "../content/areas";
import { business } from "../content/business";
import { areaMapHtml } from "../lib/area-map";
import { pageMeta, type Crumb } from "../lib/seo";

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Areas We Cover", path: "/areas" },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Areas We Cover | Rubbish Clearance in Surrey & Sussex | ${business.shortName}`,
    description: `Licensed rubbish clearance in ${loaderData?.count ?? ""} towns within 30 miles of RH10: Crawley, Horsham, Brighton, Worthing, Reigate, Guildford and more. Same-day slots.`,
    path: "/areas",
    breadcrumbs: crumbs,
  });

export function loader() {
  return { groups: areasByGroup().filter((g) => g.areas.length > 0), count: listAreas().length, mapHtml: areaMapHtml() };
}

const slug = (group: string) =>
  group
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export default function Areas({ loaderData }: Route.ComponentProps) {
  const { groups, count, mapHtml } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Areas We Cover"
        image="/illustrations/map-pin.svg"
        lead={
          <>
            From our base in Crawley we clear homes, gardens and businesses within {business.serviceRadiusMiles} miles of{" "}
            {business.basePostcodeDistrict}: north to Epsom and Caterham, west to Farnham, south to the coast from Littlehampton to
            Eastbourne.
          </>
        }
      >
        <p className="w-full">
          <span className="text-4xl font-extrabold text-brand-dark">{count}</span>{" "}
          <span className="text-lg font-semibold">covered locations</span>
        </p>
      </PageHeader>

      <section aria-labelledby="postcode-check-heading" className="container-page pt-10">
        <h2 id="postcode-check-heading" className="mb-3 text-2xl text-brand-dark sm:text-3xl">
          Do we cover your postcode?
        </h2>
        <Island name="postcode-checker" props={{ idPrefix: "postcode-check" }}>
          <PostcodeChecker idPrefix="postcode-check" />
        </Island>
      </section>

      <section aria-labelledby="map-heading" className="container-page pt-10">
        <h2 id="map-heading" className="mb-5 text-2xl text-brand-dark sm:text-3xl">
          Where we go
        </h2>
        {/* Made at build time from our towns and the coastline: plain HTML, no script (lib/area-map.ts). */}
        <div dangerouslySetInnerHTML={{ __html: mapHtml }} />
      </section>

      <nav aria-label="Area groups" className="container-page pt-10">
        <ul className="flex flex-wrap gap-2">
          {groups.map(({ group, areas }) => (
            <li key={group}>
              <a
                href={`#${slug(group)}`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-ink no-underline hover:border-brand hover:text-brand"
              >
                {group} ({areas.length})
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {groups.map(({ group, areas }) => (
        <section key={group} id={slug(group)} aria-labelledby={`${slug(group)}-heading`} className="container-page scroll-mt-20 py-8">
          <h2 id={`${slug(group)}-heading`} className="mb-5 text-2xl text-brand-dark sm:text-3xl">
            {group} <span className="text-lg font-semibold text-muted">({areas.length})</span>
          </h2>
          <AreaCards areas={areas} />
        </section>
      ))}

      <Section tone="soft">
        <div className="grid items-center gap-8 lg:grid-cols-[1fr_auto]">
          <div className="rounded-2xl border border-green-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-2xl text-brand-dark sm:text-3xl">Don't See Your Town Listed?</h2>
            <p className="mt-3 text-lg text-muted">
              If you are within {business.serviceRadiusMiles} miles of {business.basePostcodeDistrict} we can almost certainly help. Call or
              WhatsApp us with your postcode.
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <CallButton />
              <WhatsAppButton />
            </div>
          </div>
          <img src="/illustrations/map-pin.svg" alt="" width="240" height="160" loading="lazy" className="mx-auto w-64" />
        </div>
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl bg-cta p-6 text-ink sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-3 text-xl font-bold">
            <Zap className="size-7 shrink-0" aria-hidden="true" />
            Same-day clearance: contact us before 10am.
          </p>
          <QuoteButton className="bg-ink! text-white! hover:bg-slate-800!">Get a Free Quote</QuoteButton>
        </div>
      </Section>

      <CtaBand />
    </>
  );
}
