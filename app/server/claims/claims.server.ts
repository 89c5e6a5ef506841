/**
 * The public claims computed from the business's own records (app/content/claims.ts says how and
 * with what evidence): the recycling rate from the tip runs, the reply promise from the requests.
 * The running server recomputes them every CLAIMS_REFRESH_SECONDS (and at once after a tip run is
 * recorded) and hands the values to the pages it fills in and the emails it writes.
 */
import { claimEvidence, claimWordings, setClaimSource, UNBACKED, type ClaimValues } from "../../content/claims";
import { claimNote, recyclingFigure, type RecyclingFigure } from "../disposals/index.server";
import { replyPromise, type ReplyPromise } from "../quotes/index.server";
import type { Db } from "../db/client.server";

export interface ClaimRecords {
  values: ClaimValues;
  recycling: RecyclingFigure;
  reply: ReplyPromise;
}

export async function computeClaims(db: Db, now: Date): Promise<ClaimRecords> {
  const [recycling, reply] = await Promise.all([recyclingFigure(db, now), replyPromise(db, now)]);
  return { values: { recyclingPercent: recycling.publicPercent, replyPromiseKept: reply.kept }, recycling, reply };
}

/** What the site says now and why, for npm run check:launch and npm run staff -- claims. */
export function claimsReport({ recycling, reply }: ClaimRecords): string {
  const share = reply.share === null ? "none judged yet" : `${Math.round(reply.share * 1000) / 10}% of ${reply.judged}`;
  const promise = claimWordings["reply.when"]({ ...UNBACKED, replyPromiseKept: true });
  const measured = `${share} of the last 90 days' requests were first contacted ${promise} of business hours`;
  const needed = `${claimEvidence.reply.share * 100}% of at least ${claimEvidence.reply.minimumRequests}`;
  return [
    claimNote(recycling),
    reply.kept
      ? `The site says it replies ${promise}: ${measured}.`
      : `The site says it replies "${claimWordings["reply.when"](UNBACKED)}", not "${promise}": ${measured} (${needed} needed).`,
  ].join("\n");
}

export interface ClaimsService {
  /** The values now (UNBACKED until the first computation). */
  current(): ClaimValues;
  /** Recomputes now; resolves when done. */
  refresh(): Promise<void>;
  stop(): void;
}

/** Keeps the values fresh and installs them as this process's claim source. */
export function startClaims(db: Db, refreshMs: number, onError: (error: unknown) => void): ClaimsService {
  let values: ClaimValues = UNBACKED;
  let running: Promise<void> | undefined;
  const refresh = () =>
    (running ??= computeClaims(db, new Date())
      .then((records) => {
        values = records.values;
      })
      .catch(onError)
      .finally(() => {
        running = undefined;
      }));
  const timer = setInterval(() => void refresh(), refreshMs);
  timer.unref();
  setClaimSource(() => values);
  void refresh();
  return {
    current: () => values,
    refresh,
    stop() {
      clearInterval(timer);
      setClaimSource(undefined);
    },
  };
}
