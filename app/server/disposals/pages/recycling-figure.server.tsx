import { formatDate } from "../../../kernel/uk-time";
import { claimNote, formatFigure, formatTonnes, type RecyclingFigure } from "../tip-runs.server";
import { linkClass } from "../../../kernel/page/kit.server";

/**
 * The recycling rate of the last 12 months from the tip runs, with how it is worked out (the
 * arithmetic) and what the public site shows from it. On the inbox's figures and the disposals page.
 */
export function RecyclingFigureView({ figure, link = false }: { figure: RecyclingFigure; link?: boolean }) {
  return (
    <div className="min-w-0">
      <dl>
        <dt className="text-sm text-muted">Recycled (12 months, from tip runs)</dt>
        <dd className="text-2xl font-bold text-ink">
          {figure.rate === null ? "–" : formatFigure(figure.rate)}
          <span className="block text-sm font-normal text-muted">
            {figure.runs === 0
              ? "No tip runs recorded yet."
              : `${formatTonnes(Math.round(figure.recycledKg))} recycled of ${formatTonnes(figure.tippedKg)} tipped, ${figure.runs} tip run${figure.runs === 1 ? "" : "s"}.`}
          </span>
        </dd>
      </dl>
      <details className="mt-1 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">How this is worked out</summary>
        <p className="mt-1">
          {`Every tip run from ${formatDate(figure.from, "long")} to ${formatDate(figure.to, "long")}: each counts as recycled its weighbridge weight, less the upholstered seating containing POPs it held, times the rate the receiving site reports recycled or recovered for it, and only where the site recycles: a load sent for energy recovery or incineration counts as tipped, never as recycled. POPs seating is counted as tipped and never as recycled: the law requires it destroyed.`}
        </p>
        <p className="mt-1 font-mono text-xs">
          {`${formatTonnes(Math.round(figure.recycledKg))} recycled ÷ ${formatTonnes(figure.tippedKg)} tipped = ${figure.rate === null ? "–" : formatFigure(figure.rate)} (of the tipped: ${formatTonnes(figure.popsKg)} POPs seating, ${formatTonnes(figure.notRecyclingSitesKg)} at sites that do not recycle).`}
        </p>
        <p className="mt-1">
          <a href="/staff/disposals" className={linkClass}>
            The tip runs behind it
          </a>
        </p>
      </details>
      <p className="mt-2 text-sm text-muted">{claimNote(figure)}</p>
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
