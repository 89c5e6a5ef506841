/**
 * The recycling figure as its view shows it (app/server/disposals/views/recycling-figure.tsx): the
 * weights and rate written out in the formats the tip runs' records use.
 */
import { claimNote, formatFigure, formatTonnes, type RecyclingFigure } from "../tip-runs.server";
import { RecyclingFigureView as FigureView, type ShownRecyclingFigure } from "../views/recycling-figure";

export function shownRecyclingFigure(figure: RecyclingFigure): ShownRecyclingFigure {
  return {
    from: figure.from,
    to: figure.to,
    runs: figure.runs,
    rate: figure.rate === null ? "–" : formatFigure(figure.rate),
    recycled: formatTonnes(Math.round(figure.recycledKg)),
    tipped: formatTonnes(figure.tippedKg),
    pops: formatTonnes(figure.popsKg),
    notRecyclingSites: formatTonnes(figure.notRecyclingSitesKg),
    note: claimNote(figure),
  };
}

/** The view drawn from the figure itself, for the disposals page while it is drawn here on the server. */
export function RecyclingFigureView({ figure, link }: { figure: RecyclingFigure; link?: boolean }) {
  return <FigureView figure={shownRecyclingFigure(figure)} link={link} />;
}
