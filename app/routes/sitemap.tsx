import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { PageHeader } from "../components/sections/page-header";
import { areasByGroup } from "../content/areas";
import { business } from "../content/business";
import { legalPages, mainPages } from "../lib/pages";
import { pageMeta, type Crumb } from "../lib/seo";

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Sitemap", path: "/sitemap" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Sitemap | ${business.name}`,
    description: "Every page on our site: main pages, legal pages and all the towns in Surrey and Sussex where we clear rubbish.",
    path: "/sitemap",
    breadcrumbs: crumbs,
  });

export function loader() {
  return { groups: areasByGroup().filter((g) => g.areas.length > 0) };
}

const linkClass = "inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline";

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader crumbs={crumbs} title="Sitemap" />
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <section aria-labelledby="main-pages">
          <h2 id="main-pages" className="text-2xl text-brand-dark">
            Main Pages
          </h2>
          <ul className="mt-3">
            {mainPages.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className={linkClass}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
          <h2 id="legal-pages" className="mt-8 text-2xl text-brand-dark">
            Legal
          </h2>
          <ul className="mt-3">
            {legalPages.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className={linkClass}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <a href="/sitemap.xml" className={`${linkClass} font-semibold`}>
              XML sitemap (/sitemap.xml)
            </a>
          </p>
        </section>
        <section aria-labelledby="service-areas" className="md:col-span-2">
          <h2 id="service-areas" className="text-2xl text-brand-dark">
            Service Areas
          </h2>
          <div className="mt-3 grid gap-6 sm:grid-cols-2">
            {loaderData.groups.map(({ group, areas }) => (
              <div key={group}>
                <h3 className="text-lg text-brand-dark">{group}</h3>
                <ul className="mt-1">
                  {areas.map((area) => (
                    <li key={area.slug}>
                      <Link to={`/areas/${area.slug}`} className={linkClass}>
                        Rubbish clearance in {area.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
