/**
 * The same-day line on a content page (no React there): the markup SameDayLine rendered on the
 * server, made live: the rule hidden but kept (so the line keeps its height), the time left to book
 * shown over it, updated just after each minute.
 */
import { sameDayStatusFor, type SameDayRules } from "../lib/same-day-status";

export function startSameDayLines(lines: HTMLElement[]): void {
  const live = lines.flatMap((line) => {
    let rules: SameDayRules;
    try {
      rules = JSON.parse(line.dataset.sameDayRules ?? "") as SameDayRules;
    } catch {
      return [];
    }
    const rule = line.querySelector("span.grid > span");
    if (!rule) return [];
    const status = document.createElement("span");
    status.className = "col-start-1 row-start-1";
    return [{ line, rules, rule, status }];
  });
  const tick = () => {
    const at = Date.now();
    for (const { line, rules, rule, status } of live) {
      status.textContent = sameDayStatusFor(at, rules).text;
      if (line.dataset.sameDay !== "live") {
        rule.classList.add("invisible");
        rule.after(status);
        line.dataset.sameDay = "live";
      }
    }
    // Wake just after the next minute starts.
    setTimeout(tick, 60_000 - (at % 60_000) + 20);
  };
  if (live.length) tick();
}
