import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { estimate, parseEstimateQuery, type EstimateChoices, type EstimateErrors } from "../../lib/estimate";
import { buttonClass } from "../ui/button";
import { EstimateResult } from "./estimate-result";
import { LoadChoice, StairsChoice, SurchargeCounts } from "./estimator-choices";

export interface EstimatorProps {
  /** The choices to start from (those of the query, on the result page). */
  initial: EstimateChoices;
  errors?: EstimateErrors;
  /** Where "Get a fixed price" leads without JavaScript. */
  quoteHref?: string;
  /**
   * The start of the form's element ids. An estimator hydrated on its own (app/islands/estimator.tsx)
   * names it, so its ids are the ones the server rendered; otherwise React makes them.
   */
  idPrefix?: string;
}

/**
 * "What will it cost?" A GET form: without JavaScript it asks the server for /pricing/estimate, a
 * page made for the query; with JavaScript the estimate below it follows each choice. Every amount
 * comes from app/content/pricing.ts.
 */
export function Estimator({ initial, errors: serverErrors = {}, quoteHref, idPrefix }: EstimatorProps) {
  const generated = useId();
  const uid = idPrefix ?? generated;
  const formRef = useRef<HTMLFormElement>(null);
  const [choices, setChoices] = useState(initial);
  const [errors, setErrors] = useState(serverErrors);
  const result = estimate(choices);

  function read(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
    const parsed = parseEstimateQuery(params);
    setChoices(parsed.choices);
    // Errors only ever clear as the visitor chooses: every control here offers valid values only.
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([name]) => name in parsed.errors)));
    return parsed;
  }

  // Choices made before the page's script came (or kept by the browser on coming back) are the ones shown,
  // from the first paint after React takes the form over, and before the island is said to be taken
  // over (its quote button's prefill follows them; app/islands/estimator.tsx).
  useLayoutEffect(() => {
    // Once, on taking over the server's form.
    if (formRef.current) read(formRef.current);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = read(event.currentTarget);
    if (parsed.errors.load) {
      setErrors(parsed.errors);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="load"]')?.focus();
      return;
    }
    document.getElementById(`${uid}-result`)?.focus();
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
      <form
        ref={formRef}
        method="get"
        action="/pricing/estimate"
        noValidate
        onChange={(event) => read(event.currentTarget)}
        onSubmit={submit}
        className="space-y-6"
      >
        <LoadChoice uid={uid} initial={initial} errors={errors} />

        <SurchargeCounts uid={uid} initial={initial} errors={errors} />

        <StairsChoice uid={uid} initial={initial} errors={errors} />

        <button type="submit" className={buttonClass("primary", "lg")}>
          Show my estimate
        </button>
      </form>

      <EstimateResult id={`${uid}-result`} choices={choices} result={result} quoteHref={quoteHref} />
    </div>
  );
}
