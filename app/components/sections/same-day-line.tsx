import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { sameDayRule, sameDayStatus } from "../../lib/same-day";

/**
 * "Can you come today?" The page is built ahead of time, so its HTML states the rule in words; once
 * the page's script runs, the line says how long is left to book for today (or which day is next),
 * and updates on each minute. It is not a live region: a screen reader is not interrupted each minute.
 * Two lines of height are kept either way, so the swap does not move the page.
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
    <p className={`flex min-h-[3.2em] items-start gap-2 font-semibold leading-[1.6] ${className}`} data-same-day={now === null ? "rule" : "live"}>
      <Clock className="mt-[0.3em] size-5 shrink-0" aria-hidden="true" />
      <span>{now === null ? sameDayRule : sameDayStatus(now).text}</span>
    </p>
  );
}
