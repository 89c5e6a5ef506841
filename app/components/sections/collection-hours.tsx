import { Clock } from "lucide-react";
import { hours } from "../../content/business";
import type { HoursRow } from "../../content/collection-week";

/** Collection hours (about and contact), from the collection week; phone and WhatsApp are answered 24/7. */
export function CollectionHours({ rows = hours.collections }: { rows?: readonly HoursRow[] }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-lg text-brand-dark">
        <Clock className="size-5 text-brand" aria-hidden="true" /> Collection hours
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {rows.map((row) => (
          <div key={row.days} className="contents">
            <dt className="font-medium">{row.days}</dt>
            <dd>{row.label}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-muted">{hours.phone}.</p>
    </div>
  );
}
