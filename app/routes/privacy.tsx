import type { Route } from "./+types/privacy";
import { LegalDocumentView } from "../components/legal/legal-document";
import { PageHeader } from "../components/sections/page-header";
import { business } from "../content/business";
import { privacy } from "../content/legal/privacy";
import { pageMeta, type Crumb } from "../lib/seo";

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Privacy Policy", path: "/privacy" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Privacy Policy | ${business.name}`,
    description:
      "What we collect when you ask for a quote, why, how long we keep it, and your rights under UK data protection law. No tracking cookies, no analytics.",
    path: "/privacy",
    breadcrumbs: crumbs,
  });

export default function Privacy() {
  return (
    <>
      <PageHeader crumbs={crumbs} title={privacy.title} />
      <LegalDocumentView document={privacy} />
    </>
  );
}
