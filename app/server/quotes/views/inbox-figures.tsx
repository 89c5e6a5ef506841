/** The inbox's figures: this week's requests, time to first contact, quoted to booked, the recycling figure, and the weeks' chart. */
import { constants } from "../../../content/business";
import { claimEvidence, claimWordings, UNBACKED } from "../../../content/claims";
import { formatDuration, formatLondonDate } from "../../../kernel/uk-time";
import { RecyclingFigureView, type ShownRecyclingFigure } from "../../disposals/views";
import { REPLY_WINDOW_DAYS, type InboxFigures, type ReplyPromise } from "../inbox/model";

export function Figures({
  figures,
  recycling,
  reply,
}: {
  figures: InboxFigures;
  recycling: ShownRecyclingFigure;
  reply: Pick<ReplyPromise, "judged" | "inTime" | "share" | "kept">;
}) {
  const rate = figures.quotedToBooked;
  return (
    <section aria-labelledby="figures-heading" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
      <h2 id="figures-heading" className="sr-only">
        Figures
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">New this week (Mon–Sun)</dt>
          <dd className="text-2xl font-bold text-ink">{figures.newThisWeek}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Median time to first contact (30 days)</dt>
          <dd className="text-2xl font-bold text-ink">
            {figures.medianToContactMs === null ? "–" : formatDuration(figures.medianToContactMs)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{`First contact within ${constants.replyWithinHours} business hours (${REPLY_WINDOW_DAYS} days)`}</dt>
          <dd className="text-2xl font-bold text-ink">
            {reply.share === null ? "–" : `${Math.floor(reply.share * 100)}%`}
            <span className="block text-sm font-normal text-muted">
              {`${reply.inTime} of ${reply.judged}. The site says “${claimWordings["reply.when"]({ ...UNBACKED, replyPromiseKept: reply.kept })}”${reply.kept ? "" : ` until ${claimEvidence.reply.share * 100}% of at least ${claimEvidence.reply.minimumRequests} are`}.`}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Quoted → booked (30 days)</dt>
          <dd className="text-2xl font-bold text-ink">
            {rate ? `${Math.round((100 * rate.booked) / rate.quoted)}%` : "–"}
            {rate && <span className="block text-sm font-normal text-muted">{`${rate.booked} of ${rate.quoted} quoted`}</span>}
          </dd>
        </div>
      </dl>
      <WeeksChart weeks={figures.weeks} />
      <div className="border-t border-slate-200 pt-3 md:col-span-2">
        <RecyclingFigureView figure={recycling} link />
      </div>
    </section>
  );
}

const weekLabel = (start: Date) => formatLondonDate(start, "brief");

/** Requests per week as bars; the figures themselves are in the accessible name and a hidden table. */
function WeeksChart({ weeks }: { weeks: InboxFigures["weeks"] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const width = 24;
  const gap = 6;
  const height = 80;
  const summary = weeks.map((w) => `week of ${weekLabel(w.start)}: ${w.count}`).join("; ");
  return (
    <figure className="m-0">
      <figcaption className="text-sm text-muted">Requests per week, last 12 weeks</figcaption>
      <svg
        role="img"
        aria-label={`Requests per week, last 12 weeks: ${summary}`}
        viewBox={`0 0 ${weeks.length * (width + gap)} ${height + 14}`}
        className="h-24 w-full max-w-md text-brand"
      >
        {weeks.map((w, i) => {
          const h = Math.round((w.count / max) * height);
          return (
            <g key={w.start.toISOString()}>
              <rect x={i * (width + gap)} y={height - h} width={width} height={Math.max(h, 1)} fill="currentColor" />
              <text x={i * (width + gap) + width / 2} y={height + 11} textAnchor="middle" fontSize="9" fill="#475569">
                {w.count}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Requests per week</caption>
        <thead>
          <tr>
            <th scope="col">Week beginning</th>
            <th scope="col">Requests</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.start.toISOString()}>
              <th scope="row">{weekLabel(w.start)}</th>
              <td>{w.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
