import { useRef, useState, type FocusEvent, type ReactNode } from "react";
import type { CoverageAnswer } from "../../lib/postcode-coverage";

type Live = typeof import("./coverage-live");

/**
 * Wraps the quote form's postcode field and, once the visitor leaves it, says under it whether we
 * cover that postcode. Only real postcodes get a hint; the form's own check reports anything else
 * when it is sent. Its working part loads on that first blur, not with the form.
 */
export function PostcodeHint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ live: Live; answer: CoverageAnswer } | null>(null);
  const asked = useRef("");

  async function onBlur(event: FocusEvent<HTMLDivElement>) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== "postcode") return;
    const value = (asked.current = input.value);
    if (!value.trim()) return;
    try {
      const live = await import("./coverage-live");
      const answer = await live.answerFor(value, true);
      if (asked.current !== value) return;
      setShown(answer && answer.kind !== "invalid" && answer.kind !== "empty" ? { live, answer } : null);
    } catch {
      setShown(null);
    }
  }

  return (
    <div
      onBlur={onBlur}
      onInput={() => {
        asked.current = "";
        setShown(null);
      }}
    >
      {children}
      <div aria-live="polite" className="mt-1.5 text-sm empty:mt-0" data-testid="postcode-hint">
        {shown ? <shown.live.CoverageResult answer={shown.answer} inForm /> : null}
      </div>
    </div>
  );
}
