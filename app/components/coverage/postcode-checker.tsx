import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { CoverageAnswer } from "../../lib/postcode-coverage";
import { POSTCODE_INPUT_MAX } from "../../lib/postcode-limit";
import { buttonClass } from "../ui/button";

/** The working part: the table, the answer and its words. Loaded on first use, so pages stay light. */
type Live = typeof import("./coverage-live");
const loadLive = () => import("./coverage-live");

/** How long typing must pause before the answer changes (and is announced). */
const SETTLE_MS = 300;

const inputClass =
  "min-h-11 w-full max-w-48 rounded-lg border border-slate-400 px-3 uppercase shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-danger";

/**
 * "Do you cover my postcode?" A GET form to /areas/check, a page the server renders for the query,
 * so it works without JavaScript. With JavaScript it answers as the visitor types, in a live region.
 */
export interface PostcodeCheckerProps {
  /** What the result page was asked, and its answer. */
  initial?: { value: string; answer: CoverageAnswer };
  /** The town page the form is on, so the result page can link back to it. */
  from?: string;
  /** The working part, when the page has it already (the result page shows an answer at once). */
  live?: Live;
  /**
   * The start of the form's element ids. A checker hydrated on its own (app/islands/postcode.tsx)
   * names it, so its ids are the ones the server rendered; otherwise React makes them.
   */
  idPrefix?: string;
}

export function PostcodeChecker({ initial, from, live: given, idPrefix }: PostcodeCheckerProps) {
  const generated = useId();
  const uid = idPrefix ?? generated;
  const inputId = `${uid}-postcode`;
  const errorId = `${uid}-error`;
  const [live, setLive] = useState(given);
  const [answer, setAnswer] = useState<CoverageAnswer | null>(initial?.answer ?? null);
  const error = answer?.kind === "invalid" || answer?.kind === "empty";
  const latest = useRef(initial?.value ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Answer `value`; false when the answer cannot be had here (the table did not load). */
  async function check(value: string, final: boolean): Promise<boolean> {
    latest.current = value;
    try {
      const module = await loadLive();
      setLive(module);
      const next = await module.answerFor(value, final);
      if (latest.current === value) setAnswer(next);
      return true;
    } catch {
      return false;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    const form = event.currentTarget;
    const input = form.elements.namedItem("postcode") as HTMLInputElement;
    // Without the table (offline, or the fetch failed) the server answers instead.
    if (!(await check(input.value, true))) form.submit();
    else input.focus();
  }

  return (
    <form method="get" action="/areas/check" noValidate onSubmit={submit} className="max-w-2xl">
      <label htmlFor={inputId} className="block font-semibold text-ink">
        Your postcode
      </label>
      <p id={`${uid}-hint`} className="text-sm text-muted">
        A full postcode or just the first half, such as RH12
      </p>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          name="postcode"
          type="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={POSTCODE_INPUT_MAX}
          defaultValue={initial?.value}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${uid}-hint ${errorId}` : `${uid}-hint`}
          onInput={(event) => {
            const value = event.currentTarget.value;
            clearTimeout(timer.current);
            if (error) setAnswer(null);
            timer.current = setTimeout(() => void check(value, false), SETTLE_MS);
          }}
          onBlur={(event) => {
            const value = event.currentTarget.value;
            clearTimeout(timer.current);
            if (value.trim()) void check(value, true);
          }}
          className={inputClass}
        />
        {from ? <input type="hidden" name="from" value={from} /> : null}
        <button type="submit" className={`${buttonClass("primary")} shrink-0`}>
          Check
        </button>
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="mt-3 empty:mt-0">
        {answer && live ? <live.CoverageResult answer={answer} errorId={errorId} /> : null}
      </div>
    </form>
  );
}
