import { useId, useState, type FormEvent } from "react";
import { constants } from "../../content/business";
import { loadSizes, maxItemCount, surcharges, vatNote } from "../../content/pricing";
import { describeChoices, estimate, formatRange, parseEstimateQuery, type EstimateChoices, type EstimateErrors } from "../../lib/estimate";
import { QuoteButton } from "../quote/quote-button";
import { buttonClass } from "../ui/button";
import { Problem } from "../ui/problem";

const selectClass =
  "min-h-11 w-20 shrink-0 rounded-lg border border-slate-400 bg-white px-3 text-base shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-danger";

const counts = Array.from({ length: maxItemCount + 1 }, (_, n) => n);
const firstLoad = loadSizes[0]!;
const lastLoad = loadSizes[loadSizes.length - 1]!;

/**
 * "What will it cost?" A GET form: without JavaScript it asks the server for /pricing/estimate, a
 * page made for the query; with JavaScript the estimate below it follows each choice. Every amount
 * comes from app/content/pricing.ts.
 */
export function Estimator({
  initial,
  errors: serverErrors = {},
  quoteHref,
}: {
  /** The choices to start from (those of the query, on the result page). */
  initial: EstimateChoices;
  errors?: EstimateErrors;
  /** Where "Get a fixed price" leads without JavaScript. */
  quoteHref?: string;
}) {
  const uid = useId();
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

  const loadError = errors.load;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
      <form method="get" action="/pricing/estimate" noValidate onChange={(event) => read(event.currentTarget)} onSubmit={submit} className="space-y-6">
        <fieldset aria-describedby={loadError ? `${uid}-load-error` : undefined}>
          <legend className="text-lg font-semibold text-ink">How much of the van will it fill?</legend>
          <Problem id={`${uid}-load-error`} text={loadError} />
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {loadSizes.map((load) => (
              <label
                key={load.id}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-4 hover:border-brand has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  name="load"
                  value={load.id}
                  defaultChecked={initial.load === load.id}
                  className="mt-1 size-5 shrink-0 accent-brand"
                />
                <span>
                  <span className="block font-semibold">
                    {load.label}: {formatRange(load.price)}
                  </span>
                  <span className="block text-sm text-muted">{load.detail}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-lg font-semibold text-ink">Items that cost extra</legend>
          <p className="text-sm text-muted">How many of each, if any. More than {maxItemCount} of one kind? Send photos instead.</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {surcharges.map((charge) => {
              const id = `${uid}-${charge.id}`;
              return (
                <div key={charge.id} className="rounded-xl border border-slate-200 bg-white p-3">
                  <div className="flex items-center justify-between gap-3">
                  <label htmlFor={id} className="leading-snug">
                    <span className="block font-medium">{charge.item}</span>
                    <span className="block text-sm text-muted">{formatRange(charge.price)} each</span>
                  </label>
                  <select
                    id={id}
                    name={charge.id}
                    defaultValue={String(initial.counts[charge.id])}
                    aria-invalid={errors[charge.id] ? true : undefined}
                    aria-describedby={errors[charge.id] ? `${id}-error` : undefined}
                    className={selectClass}
                  >
                    {counts.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  </div>
                  <Problem id={`${id}-error`} text={errors[charge.id]} />
                </div>
              );
            })}
          </div>
        </fieldset>

        <div className="rounded-xl border border-slate-200 bg-white p-3">
          <label className="flex min-h-11 cursor-pointer items-start gap-3 font-medium">
            <input
              type="checkbox"
              name="stairs"
              value="yes"
              defaultChecked={initial.stairs}
              aria-describedby={errors.stairs ? `${uid}-stairs-hint ${uid}-stairs-error` : `${uid}-stairs-hint`}
              className="mt-1 size-5 shrink-0 accent-brand"
            />
            The crew must carry items down stairs, with no lift
          </label>
          <p id={`${uid}-stairs-hint`} className="pl-8 text-sm text-muted">
            From {formatRange(firstLoad.stairs)} for a single item to {formatRange(lastLoad.stairs)} for a full van
          </p>
          <Problem id={`${uid}-stairs-error`} text={errors.stairs} />
        </div>

        <button type="submit" className={buttonClass("primary", "lg")}>
          Show my estimate
        </button>
      </form>

      <div id={`${uid}-result`} tabIndex={-1} className="rounded-2xl border-2 border-brand bg-white p-5 shadow-sm outline-none sm:p-6 lg:sticky lg:top-24">
        <h3 className="text-xl text-brand-dark">Your estimate</h3>
        <p role="status" aria-live="polite" aria-atomic="true" className="mt-1 text-muted">
          {result ? (
            <>
              Estimate: <strong className="text-ink">{formatRange(result.total)}</strong>
            </>
          ) : (
            "Choose how much of the van your waste will fill to see an estimate."
          )}
        </p>
        {result ? (
          <>
            <table className="mt-3 w-full border-collapse text-left">
              <caption className="sr-only">Each part of the estimate and its amount</caption>
              <tbody>
                {result.lines.map((line) => (
                  <tr key={line.label} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pr-3 font-normal">
                      {line.label}
                      {line.each ? <span className="block text-sm text-muted">{line.each}</span> : null}
                    </th>
                    <td className="whitespace-nowrap py-2 text-right align-top">{formatRange(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className="pt-3 text-lg">
                    Total
                  </th>
                  <td className="whitespace-nowrap pt-3 text-right text-2xl font-extrabold text-brand-dark" data-testid="estimate-total">
                    {formatRange(result.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
            <p className="mt-4">Send us photos and we'll turn this into a fixed price, usually within {constants.replyWithinHours} hours.</p>
            <QuoteButton size="lg" className="mt-4 w-full" prefill={{ description: describeChoices(choices) }} href={quoteHref}>
              Get a fixed price for this
            </QuoteButton>
          </>
        ) : null}
        <p className="mt-4 text-sm text-muted">
          An estimate for mixed household waste with normal access. {vatNote}
        </p>
      </div>
    </div>
  );
}
