import { Fragment } from "react";
import { Link } from "react-router";
import type { LegalDocument } from "../../content/legal/types";

/** Turns the words "Privacy Policy" in legal text into a link to it. */
function withLinks(text: string) {
  const parts = text.split(/(Privacy Policy)/);
  return parts.map((part, i) =>
    part === "Privacy Policy" ? (
      <Link key={i} to="/privacy" className="font-semibold text-brand underline">
        Privacy Policy
      </Link>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

export function LegalDocumentView({ document, linkPrivacy = false }: { document: LegalDocument; linkPrivacy?: boolean }) {
  const render = (text: string) => (linkPrivacy ? withLinks(text) : text);
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-lg text-brand-dark">Contents</h2>
        <ol className="mt-2 space-y-0.5 text-[0.95rem]">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline lg:min-h-9"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl">
        <p className="text-muted">Last updated: {document.updated}</p>
        {document.intro.map((p) => (
          <p key={p} className="mt-4 text-lg">
            {render(p)}
          </p>
        ))}
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`} className="scroll-mt-24">
            <h2 id={`${section.id}-h`} className="mt-10 text-2xl text-brand-dark">
              {section.heading}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-3">
                {render(p)}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-1.5 pl-6">
                {section.list.map((item) => (
                  <li key={item}>{render(item)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </div>
  );
}
