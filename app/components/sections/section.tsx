import type { ReactNode } from "react";

/** A page band with an optional heading and intro. `tone` picks the background. */
export function Section({
  id,
  title,
  intro,
  tone = "white",
  children,
  headingLevel = 2,
}: {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: "white" | "soft";
  children: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={tone === "soft" ? "bg-brand-soft" : "bg-white"}>
      <div className="container-page py-14 sm:py-20">
        {title ? (
          <div className="mb-10 max-w-3xl">
            <Heading id={headingId} className="text-3xl text-brand-dark sm:text-4xl">
              {title}
            </Heading>
            {intro ? <div className="mt-4 text-lg text-muted">{intro}</div> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
