import { Clock } from "lucide-react";
import { businessRules, sameDayRule } from "../../lib/same-day";

/**
 * "Can you come today?" The page is built ahead of time, so its HTML states the rule in words; once
 * the islands script runs, the line says how long is left to book for today (or which day is next),
 * and updates on each minute (app/islands/same-day.ts). It is not a live region: a screen reader is
 * not interrupted each minute. The rule stays in place, invisible, under the live line, so the line
 * is always as tall as the rule and the swap does not move the page.
 */
export function SameDayLine({ className = "" }: { className?: string }) {
  return (
    <p
      className={`flex items-start gap-2 font-semibold ${className}`}
      data-same-day="rule"
      // The rules, for the islands script (app/islands/same-day.ts).
      data-same-day-rules={JSON.stringify(businessRules)}
    >
      <Clock className="mt-[0.2em] size-5 shrink-0" aria-hidden="true" />
      <span className="grid">
        <span className="col-start-1 row-start-1">{sameDayRule}</span>
      </span>
    </p>
  );
}
