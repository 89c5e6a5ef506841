import { AlertCircle, CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { claim } from "../../content/claims";
import { nextSteps } from "../../content/next-steps";
import { buttonClass } from "../ui/button";

/** What the form says after a send (or after the server's answer to a no-JavaScript post). */
export interface FormStatus {
  kind: "success" | "error";
  title: string;
  text: string;
  detail?: string;
  reference?: string;
}

/** The outcome of the last send, read out by screen readers as it changes. */
export function QuoteFormStatus({ status }: { status: FormStatus | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {status ? (
        <div
          className={`flex gap-3 rounded-lg border-2 p-4 ${status.kind === "success" ? "border-brand bg-brand-soft" : "border-danger bg-red-50"}`}
        >
          {status.kind === "success" ? (
            <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-brand" aria-hidden="true" />
          ) : (
            <AlertCircle className="mt-0.5 size-6 shrink-0 text-danger" aria-hidden="true" />
          )}
          <div>
            <p className="font-bold">{status.title}</p>
            <p>{status.text}</p>
            {status.detail ? <p className="mt-1 font-medium">{status.detail}</p> : null}
            {status.reference ? (
              <p className="mt-1">
                Your reference: <strong data-testid="quote-reference">{status.reference}</strong>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * What /contact shows in place of the form once a request is sent: the reference and what happens
 * next, with the focus moved to it (so it is read out and in view on a phone).
 */
export function QuoteSent({ status, onAnother }: { status: FormStatus; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "center" });
  }, []);
  return (
    <div role="status" aria-live="polite" className="space-y-4 rounded-lg border-2 border-brand bg-brand-soft p-5">
      <div className="flex gap-3">
        <CheckCircle2 className="mt-1 size-6 shrink-0 text-brand" aria-hidden="true" />
        <div>
          <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-dark outline-none">
            {status.title}
          </h3>
          <p className="mt-1">{status.text}</p>
        </div>
      </div>
      {status.reference ? (
        <p className="text-lg">
          Your reference: <strong data-testid="quote-reference">{status.reference}</strong>
        </p>
      ) : null}
      <div>
        <h4 className="font-bold">What happens next</h4>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>We&apos;ve emailed you a copy of your request.</li>
          {nextSteps(claim("reply.when")).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <a
        href="/contact#quote-form"
        className={buttonClass("outline", "md")}
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        Send another request
      </a>
    </div>
  );
}
