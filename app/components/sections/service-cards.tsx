import { ArrowRight, Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Service } from "../../content/types";

/** Service cards: illustration, title, two lines, a link. `detailed` adds what is included (on /services). */
export function ServiceCards({
  services,
  detailed = false,
  headingLevel = 3,
  children,
  eager = 0,
}: {
  services: Service[];
  detailed?: boolean;
  headingLevel?: 2 | 3;
  /** More cards (<li>) in the same grid. */
  children?: ReactNode;
  /** Cards whose pictures load at once (those in the first screen); the rest load as they scroll in. */
  eager?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${detailed ? "lg:grid-cols-2" : "lg:grid-cols-3"}`}>
      {services.map((service, index) => (
        <li
          key={service.id}
          id={detailed ? service.id : undefined}
          className="flex scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <div className="bg-brand-soft px-6 pt-4">
            <img
              src={service.image}
              alt=""
              width="240"
              height="160"
              loading={index < eager ? "eager" : "lazy"}
              decoding="async"
              className="mx-auto h-32 w-auto"
            />
          </div>
          <div className="flex flex-1 flex-col p-6">
            <Heading className="text-xl text-brand-dark">{service.title}</Heading>
            <p className="mt-2 text-muted">{service.description}</p>
            {detailed ? (
              <ul className="mt-4 space-y-1.5">
                {service.included.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-1 size-4 shrink-0 text-brand" aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <Link
                to={`/services#${service.id}`}
                className="mt-auto inline-flex min-h-11 items-center gap-1 pt-3 font-semibold text-brand hover:underline"
              >
                More about {service.title.toLowerCase()}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </div>
        </li>
      ))}
      {children}
    </ul>
  );
}
