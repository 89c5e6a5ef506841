import type { ReactNode } from "react";
import { formatLondon } from "../../server/mail/format.server";
import { relativeTime } from "../../server/inbox/london.server";

/** Bodies of staff forms are a few fields; read them as form data (the handler refuses > 64 KB first). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

export const field = (form: FormData, name: string, max = 200) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

export const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

export const quotePath = (reference: string) => `/staff/quotes/${encodeURIComponent(reference)}`;

/** An instant shown both ways: "2 h ago" and the exact London time (in the <time> element). */
export function When({ at, now }: { at: Date; now: Date }) {
  return (
    <time dateTime={at.toISOString()} title={formatLondon(at)}>
      {relativeTime(at, now)}
      <span className="block text-xs text-muted">{formatLondon(at)}</span>
    </time>
  );
}

/** A confirmation after a change (303 back with ?done=…). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-md border border-brand bg-brand-soft px-4 py-3 font-semibold text-brand-dark">
      {children}
    </p>
  );
}

export function ErrorSummary({ errors }: { errors: Record<string, string> }) {
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <div role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 text-danger">
      <p className="font-semibold">Nothing was changed:</p>
      <ul className="list-disc pl-5">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${name}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const formatPence = (pence: number | null) => (pence === null ? "" : `£${(pence / 100).toFixed(2)}`);

export const buttonClass = "rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
export const secondaryButtonClass =
  "rounded-md border border-brand bg-white px-4 py-2 font-semibold text-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
export const inputClass = "rounded-md border border-slate-400 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand";
export const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";
