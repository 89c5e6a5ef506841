import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { buttonClass } from "../components/ui/button";
import { business } from "../content/business";
import { pageMeta } from "../lib/seo";

/** Any other path: a real 404 (the server logs the path as one JSON line). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: `Page Not Found | ${business.name}`,
    description: "We couldn't find that page. See our rubbish clearance services across Surrey and Sussex, or ask for a free photo quote.",
    path: location.pathname,
    image: "/og/home.png",
    noindex: true,
    canonical: false,
  });

export default function NotFound() {
  return (
    <div className="container-page py-20 text-center">
      <img src="/illustrations/map-pin.svg" alt="" width="240" height="160" className="mx-auto w-48" />
      <h1 className="mt-6 text-4xl text-brand-dark sm:text-5xl">Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        Sorry, we couldn't find that page. It may have moved, or the address may have a typo.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary", "lg")}>
          Go to Home
        </Link>
        <Link to="/services" className={buttonClass("outline", "lg")}>
          View Services
        </Link>
      </div>
    </div>
  );
}
