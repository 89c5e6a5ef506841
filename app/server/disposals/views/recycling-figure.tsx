import { linkClass } from "../../../components/page-kit/kit";
import { formatDate } from "../../../kernel/uk-time";

/** The recycling figure as the pages show it, its weights and rate written out (tip-runs.server.ts holds their formats). */
export interface ShownRecyclingFigure {
  /** The first and last day counted (London dates). */
  from: string;
  to: string;
  runs: number;
  /** "85.0%", or "–" with nothing tipped. */
  rate: string;
  recycled: string;
  tipped: string;
  pops: string;
  notRecyclingSites: string;
  /** What the public site says about recycling, and why. */
  note: string;
}

/**
 * The recycling rate of the last 12 months from the tip runs, with how it is worked out (the
 * arithmetic) and what the public site shows from it. On the inbox's figures and the disposals page.
 */
export function RecyclingFigureView({ figure, link = false }: { figure: ShownRecyclingFigure; link?: boolean }) {
  return (
    <div className="min-w-0">
      <dl>
        <dt className="text-sm text-muted">Recycled (12 months, from tip runs)</dt>
        <dd className="text-2xl font-bold text-ink">
          {figure.rate}
          <span className="block text-sm font-normal text-muted">
            {figure.runs === 0
              ? "No tip runs recorded yet."
              : `${figure.recycled} recycled of ${figure.tipped} tipped, ${figure.runs} tip run${figure.runs === 1 ? "" : "s"}.`}
          </span>
        </dd>
      </dl>
      <details className="mt-1 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">How this is worked out</summary>
        <p className="mt-1">
          {`Every tip run from ${formatDate(figure.from, "long")} to ${formatDate(figure.to, "long")}: each counts as recycled its weighbridge weight, less the upholstered seating containing POPs it held, times the rate the receiving site reports recycled or recovered for it, and only where the site recycles: a load sent for energy recovery or incineration counts as tipped, never as recycled. POPs seating is counted as tipped and never as recycled: the law requires it destroyed.`}
        </p>
        <p className="mt-1 font-mono text-xs">
          {`${figure.recycled} recycled ÷ ${figure.tipped} tipped = ${figure.rate} (of the tipped: ${figure.pops} POPs seating, ${figure.notRecyclingSites} at sites that do not recycle).`}
        </p>
        <p className="mt-1">
          <a href="/staff/disposals" className={linkClass}>
            The tip runs behind it
          </a>
        </p>
      </details>
      <p className="mt-2 text-sm text-muted">{figure.note}</p>
      {link && (
        <p className="mt-1 text-sm">
          <a href="/staff/disposals" className={linkClass}>
            Tip runs
          </a>
        </p>
      )}
    </div>
  );
}
