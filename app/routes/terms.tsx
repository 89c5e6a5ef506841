import type { Route } from "./+types/terms";
import { LegalDocumentView } from "../components/legal/legal-document";
import { PageHeader } from "../components/sections/page-header";
import { business } from "../content/business";
import { terms } from "../content/legal/terms";
import { pageMeta, type Crumb } from "../lib/seo";

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Terms & Conditions", path: "/terms" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Terms & Conditions | ${business.name}`,
    description:
      "Our terms for rubbish clearance: quotations and estimates, pricing by van load, minimum charge, payment, cancellation and what we cannot take.",
    path: "/terms",
    breadcrumbs: crumbs,
  });

export default function Terms() {
  return (
    <>
      <PageHeader crumbs={crumbs} title={terms.title} />
      <LegalDocumentView document={terms} linkPrivacy />
    </>
  );
}
