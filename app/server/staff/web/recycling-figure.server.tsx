import { MIN_TONNES_TO_JUDGE_CLAIM } from "../../../content/receiving-sites";
import { claimWarning, formatDay, formatFigure, formatTonnes, type RecyclingFigure } from "../../disposals/tip-runs.server";
import { linkClass } from "./kit.server";

/**
 * The recycling rate of the last 12 months from the tip runs, with how it is worked out and, while
 * the records measure lower than the public claim, a warning. On the inbox's figures and the
 * disposals page.
 */
export function RecyclingFigureView({ figure, link = false }: { figure: RecyclingFigure; link?: boolean }) {
  const warning = claimWarning(figure);
  return (
    <div className="min-w-0">
      <dl>
        <dt className="text-sm text-muted">Recycled (12 months, from tip runs)</dt>
        <dd className="text-2xl font-bold text-ink">
          {figure.rate === null ? "–" : formatFigure(figure.rate)}
          <span className="block text-sm font-normal text-muted">
            {figure.runs === 0
              ? "No tip runs recorded yet."
              : `${formatTonnes(Math.round(figure.recycledKg))} recycled of ${formatTonnes(figure.tippedKg)} tipped, ${figure.runs} tip run${figure.runs === 1 ? "" : "s"}; the site claims ${figure.claimPercent}%.`}
          </span>
        </dd>
      </dl>
      <details className="mt-1 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">How this is worked out</summary>
        <p className="mt-1">
          {`Every tip run from ${formatDay(figure.from)} to ${formatDay(figure.to)}: each counts as recycled its weighbridge weight, less the upholstered seating containing POPs it held, times the rate the receiving site reports recycled or recovered for it. The figure is what was recycled over everything tipped. POPs seating (${formatTonnes(figure.popsKg)} in this period) is counted as tipped and never as recycled: the law requires it destroyed. The claim is judged once at least ${MIN_TONNES_TO_JUDGE_CLAIM} tonnes are recorded.`}
        </p>
      </details>
      {warning && (
        <p role="alert" className="mt-2 rounded-md border border-danger bg-red-50 px-3 py-2 text-sm font-semibold text-danger">
          {`${warning} Change the claim (business data) or check the records.`}
        </p>
      )}
      {figure.verdict === "too-few" && figure.runs > 0 && (
        <p className="mt-2 text-sm text-muted">{`Too few records to judge the claim yet: ${formatTonnes(figure.tippedKg)} of the ${MIN_TONNES_TO_JUDGE_CLAIM} t needed.`}</p>
      )}
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
