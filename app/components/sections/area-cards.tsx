import { MapPin } from "lucide-react";
import { Link } from "react-router";
import type { AreaSummary } from "../../content/types";

/** Location cards: town name, its link and its one-line description. */
export function AreaCards({ areas, headingLevel = 3 }: { areas: AreaSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {areas.map((area) => (
        <li key={area.slug}>
          <Link
            to={`/areas/${area.slug}`}
            className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 no-underline shadow-sm transition hover:border-brand hover:shadow-md"
          >
            <Heading className="flex items-center gap-2 text-lg text-brand-dark group-hover:underline">
              <MapPin className="size-5 shrink-0 text-brand" aria-hidden="true" />
              {area.name}
            </Heading>
            <p className="mt-1 text-xs font-medium tracking-wide text-muted">/areas/{area.slug}</p>
            <p className="mt-2 text-[0.95rem] text-muted">{area.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
