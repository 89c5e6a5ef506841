import type { ReactNode } from "react";
import type { Crumb } from "../../lib/seo";
import { Breadcrumbs } from "../layout/breadcrumbs";

/** The top band of an inner page: breadcrumb, the page's one h1, a lead paragraph, optional actions. */
export function PageHeader({
  crumbs,
  title,
  lead,
  children,
  image,
}: {
  crumbs?: Crumb[];
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  image?: string;
}) {
  return (
    <div className="border-b border-green-100 bg-brand-soft">
      <div className="container-page grid items-center gap-8 py-8 sm:py-12 md:grid-cols-[1fr_auto]">
        <div className="max-w-3xl">
          {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
          <h1 className="mt-3 text-4xl text-brand-dark sm:text-5xl">{title}</h1>
          {lead ? <div className="mt-4 text-lg text-ink sm:text-xl">{lead}</div> : null}
          {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {image ? <img src={image} alt="" width="240" height="160" className="hidden w-60 md:block" /> : null}
      </div>
    </div>
  );
}
