import { Link } from "react-router";
import type { Route } from "./+types/areas-check";
import { CallButton, WhatsAppButton } from "../components/layout/contact-links";
import * as coverageLive from "../components/coverage/coverage-live";
import { PostcodeChecker, type PostcodeCheckerProps } from "../components/coverage/postcode-checker";
import { Island } from "../components/island";
import { PageHeader } from "../components/sections/page-header";
import { getArea } from "../content/areas";
import { business } from "../content/business";
import { sharedCoverageTable } from "../lib/coverage-table";
import { answerPostcode, POSTCODE_INPUT_MAX } from "../lib/postcode-coverage";
import { pageMeta, type Crumb } from "../lib/seo";

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Areas We Cover", path: "/areas" },
  { name: "Check your postcode", path: "/areas/check" },
];

/**
 * The postcode checker's answer when JavaScript is off: /areas and the town pages are prerendered,
 * so their forms send the postcode here, to a page rendered for each query (not prerendered, not in
 * the sitemap, not indexed). Input longer than a postcode is refused unread and not shown back;
 * `from` is used only when it is one of our town slugs.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("postcode") ?? "";
  const value = raw.length <= POSTCODE_INPUT_MAX ? raw : "";
  const answer = raw.length <= POSTCODE_INPUT_MAX ? answerPostcode(raw, sharedCoverageTable()) : ({ kind: "invalid" } as const);
  const fromSlug = params.get("from") ?? "";
  const fromArea = fromSlug.length <= 40 ? getArea(fromSlug) : undefined;
  const asked = params.has("postcode");
  return {
    value,
    answer: asked ? answer : null,
    from: fromArea ? { slug: fromArea.slug, name: fromArea.name } : null,
  };
}

/** Made for each query: not indexed, kept by no shared cache, and asked for again before a browser shows it again. */
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "private, no-cache" });

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Do We Cover Your Postcode? | ${business.shortName}`,
    description: `Check whether we collect from your postcode: we clear homes and businesses within ${business.serviceRadiusMiles} miles of ${business.basePostcodeDistrict}, across Surrey and Sussex.`,
    path: "/areas/check",
    image: "/og/areas.png",
    noindex: true,
    canonical: false,
    breadcrumbs: crumbs,
  });

export default function AreasCheck({ loaderData }: Route.ComponentProps) {
  const { value, answer, from } = loaderData;
  const checker: PostcodeCheckerProps = { initial: answer ? { value, answer } : undefined, from: from?.slug, idPrefix: "postcode-check" };
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Do we cover your postcode?"
        lead={`We collect within ${business.serviceRadiusMiles} miles of our ${business.basePostcodeDistrict} yard in Crawley, across Surrey and Sussex.`}
      />
      <div className="container-page py-10 sm:py-14">
        <Island name="postcode-checker" props={checker}>
          <PostcodeChecker key={value} {...checker} live={coverageLive} />
        </Island>
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <CallButton />
          <WhatsAppButton />
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          {from ? (
            <li>
              <Link to={`/areas/${from.slug}`} className="inline-flex min-h-11 items-center font-semibold text-brand underline">
                Back to {from.name}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/areas" className="inline-flex min-h-11 items-center font-semibold text-brand underline">
              See every area we cover
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}
