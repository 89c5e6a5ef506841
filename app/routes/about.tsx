import { Building2, HeartHandshake, Home as HomeIcon, Leaf, ShieldCheck, Users, Recycle, FileCheck2 } from "lucide-react";
import type { Route } from "./+types/about";
import { CtaBand } from "../components/sections/cta-band";
import { CollectionHours } from "../components/sections/collection-hours";
import { PageHeader } from "../components/sections/page-header";
import { Section } from "../components/sections/section";
import { Testimonials } from "../components/sections/testimonials";
import { business } from "../content/business";
import { testimonials } from "../content/testimonials";
import { pageMeta, type Crumb } from "../lib/seo";
import { claim } from "../content/claims";

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "About", path: "/about" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `About Us | Local Licensed Waste Carrier in Crawley | ${business.shortName}`,
    description: `A local, licensed and fully insured clearance team based near Crawley. ${claim("recycling.phrase")}, digital waste transfer notes, honest fixed prices. Meet the team.`,
    path: "/about",
    breadcrumbs: crumbs,
  });

const commitments = [
  {
    icon: ShieldCheck,
    title: "Licensed and insured",
    text: `Environment Agency licensed waste carrier (registration ${business.carrierRegistration}) with public liability insurance on every job.`,
  },
  {
    icon: Recycle,
    title: "Responsible disposal",
    text: "Every load is sorted at licensed transfer stations. Reusable items go to local charities; the rest is recycled where it can be.",
  },
  {
    icon: HeartHandshake,
    title: "Professional service",
    text: "Uniformed two-person crews, on time, polite, and careful with your floors, walls and neighbours' driveways.",
  },
  { icon: Users, title: "Local team", text: "We live and work in Surrey and Sussex. We know the roads, the parking rules and the tips." },
];

export default function About() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title={`About ${business.name}`}
        lead={`A local clearance firm based near Crawley, working for homeowners, landlords, tenants and businesses within ${business.serviceRadiusMiles} miles of ${business.basePostcodeDistrict}.`}
        image="/illustrations/hero-van.svg"
      />

      <Section id="who-we-are" title="Who we are">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg">
            <p>
              We started with one van and a simple idea: clear people's rubbish quickly, price it fairly, and deal with it properly. Too
              many people had been let down by "man with a van" outfits whose waste ended up fly-tipped in a country lane, with the
              householder left to pay the fine.
            </p>
            <p>
              Today we run a small fleet of vans from our yard near Crawley. The same local team does the quoting, the loading and the
              sorting, so the person who prices your job from your photos knows what it takes to clear it.
            </p>
          </div>
          <div id="team" className="rounded-2xl bg-brand-soft p-6">
            <h3 className="text-xl text-brand-dark">Our team</h3>
            <p className="mt-2">
              Every job gets a two-person crew who are trained in safe lifting and work in uniform. Our office team answers the phone and
              WhatsApp around the clock and replies to quote requests {claim("reply.whenBusiness")}.
            </p>
            <div className="mt-5">
              <CollectionHours />
            </div>
          </div>
        </div>
      </Section>

      <Section id="commitments" title="Our four commitments" tone="soft">
        <ul className="grid gap-4 sm:grid-cols-2">
          {commitments.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl bg-white p-6 shadow-sm">
              <Icon className="size-8 shrink-0 text-brand" aria-hidden="true" />
              <div>
                <h3 className="text-lg text-brand-dark">{title}</h3>
                <p className="mt-1 text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="recycling" title={claim("recycling.short")}>
        <div className="grid items-center gap-10 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-4 text-lg">
            <p>
              We sort every load by hand. Wood, metal, cardboard, garden waste, rubble and electricals each go to the right licensed
              facility. Furniture in good condition goes to local reuse charities. {claim("recycling.sentence")}
            </p>
            <p>
              Sofas and upholstered seating are the exception by law: since 2023 their foam counts as containing persistent organic
              pollutants, so it must be incinerated. Fridges and freezers go to a specialist for gas recovery.
            </p>
          </div>
          <img src="/illustrations/recycle.svg" alt="" width="240" height="160" loading="lazy" className="mx-auto w-56" />
        </div>
      </Section>

      <Section id="commercial-residential" title="Commercial and residential" tone="soft">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-xl text-brand-dark">
              <HomeIcon className="size-6 text-brand" aria-hidden="true" /> For homes
            </h3>
            <p className="mt-2 text-muted">
              House and loft clearances, garden waste, bulky furniture and white goods, end-of-tenancy clear-outs for tenants and landlords.
            </p>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-xl text-brand-dark">
              <Building2 className="size-6 text-brand" aria-hidden="true" /> For businesses
            </h3>
            <p className="mt-2 text-muted">
              Office and shop clearances out of hours, builders' waste from sites, regular collections for letting agents, with waste
              transfer notes for your duty-of-care records.
            </p>
          </div>
        </div>
      </Section>

      <Section id="reviews" title="What our customers say">
        <Testimonials items={testimonials} />
        <a href={business.reviewsUrl} rel="noopener" className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand underline">
          Read all our reviews on our review site
        </a>
      </Section>

      <Section id="community" title="In the community" tone="soft">
        <p className="max-w-3xl text-lg">
          We pass usable furniture and household goods to local reuse charities and furniture projects, offer reduced rates to community
          groups and schools for clean-up days, and report fly-tipping we come across to the district councils we work in.
        </p>
      </Section>

      <Licensing />

      <CtaBand />
    </>
  );
}

/** The carrier's registration, insurance and notes: what a customer checks before handing over waste. */
function Licensing() {
  return (
    <Section id="licensing" title="Insurance and licensing">
      <ul className="grid gap-6 md:grid-cols-3">
        <li className="rounded-2xl border-2 border-brand p-6">
          <ShieldCheck className="size-8 text-brand" aria-hidden="true" />
          <h3 className="mt-3 text-lg text-brand-dark">Environment Agency licensed waste carrier</h3>
          <p className="mt-1 text-muted">
            Registration number {business.carrierRegistration}. You can check it on the Environment Agency's public register.
          </p>
        </li>
        <li className="rounded-2xl border-2 border-brand p-6">
          <Leaf className="size-8 text-brand" aria-hidden="true" />
          <h3 className="mt-3 text-lg text-brand-dark">Fully insured</h3>
          <p className="mt-1 text-muted">
            Public liability and employer's liability insurance. Certificates on request for commercial customers.
          </p>
        </li>
        <li className="rounded-2xl border-2 border-brand p-6">
          <FileCheck2 className="size-8 text-brand" aria-hidden="true" />
          <h3 className="mt-3 text-lg text-brand-dark">Digital waste transfer notes</h3>
          <p className="mt-1 text-muted">
            Emailed after every job, so you can show your waste was handled by a licensed carrier, as the duty of care requires.
          </p>
        </li>
      </ul>
    </Section>
  );
}
