import { loadSizes, maxItemCount, surcharges } from "../../content/pricing";
import { formatRange, type EstimateChoices, type EstimateErrors } from "../../lib/estimate";
import { Problem } from "../ui/problem";

const selectClass =
  "min-h-11 w-20 shrink-0 rounded-lg border border-slate-400 bg-white px-3 text-base shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-danger";

const counts = Array.from({ length: maxItemCount + 1 }, (_, n) => n);
const firstLoad = loadSizes[0]!;
const lastLoad = loadSizes[loadSizes.length - 1]!;

interface ChoiceProps {
  uid: string;
  initial: EstimateChoices;
  errors: EstimateErrors;
}

/** How much of the van the waste fills: one radio button per load size. */
export function LoadChoice({ uid, initial, errors }: ChoiceProps) {
  const loadError = errors.load;
  return (
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
  );
}

/** How many of each item that costs extra: one select per surcharge. */
export function SurchargeCounts({ uid, initial, errors }: ChoiceProps) {
  return (
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
  );
}

/** Whether the crew must carry items down stairs, with the range that adds. */
export function StairsChoice({ uid, initial, errors }: ChoiceProps) {
  return (
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
  );
}
