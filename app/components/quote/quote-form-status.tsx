import { AlertCircle, CheckCircle2 } from "lucide-react";

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
