import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { businessRules, sameDayRule, sameDayStatus } from "../../lib/same-day";

/**
 * "Can you come today?" The page is built ahead of time, so its HTML states the rule in words; once
 * the page's script runs, the line says how long is left to book for today (or which day is next),
 * and updates on each minute. It is not a live region: a screen reader is not interrupted each minute.
 * The rule stays in place, invisible, under the live line, so the line is always as tall as the
 * rule and the swap does not move the page. On the content pages, which run no React, the same-day
 * island does the same to this markup (app/islands/same-day.ts).
 */
export function SameDayLine({ className = "" }: { className?: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      // Wake just after the next minute starts.
      timer = setTimeout(tick, 60_000 - (at % 60_000) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return (
    <p
      className={`flex items-start gap-2 font-semibold ${className}`}
      data-same-day={now === null ? "rule" : "live"}
      // The rules, for the pages that show this line without React (app/islands/same-day.ts).
      data-same-day-rules={JSON.stringify(businessRules)}
    >
      <Clock className="mt-[0.2em] size-5 shrink-0" aria-hidden="true" />
      <span className="grid">
        <span className={`col-start-1 row-start-1 ${now === null ? "" : "invisible"}`}>{sameDayRule}</span>
        {now === null ? null : <span className="col-start-1 row-start-1">{sameDayStatus(now).text}</span>}
      </span>
    </p>
  );
}
