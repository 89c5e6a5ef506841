import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ExampleLoad } from "../../content/types";

/**
 * The home page's prices. They come from content/pricing.ts through the page's loader, so the
 * price list is not in the home page's scripts.
 */
export function PricingTeaser({ priceFrom, loads }: { priceFrom: string; loads: ExampleLoad[] }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1fr_2fr]">
      <div>
        <p className="text-lg font-semibold text-muted">Clearances</p>
        <p className="text-6xl font-extrabold tracking-tight text-brand-dark">from {priceFrom}</p>
        <p className="mt-4 text-lg text-muted">
          Priced by the space your waste takes in the van. Loading, transport, licensed disposal and sweeping up are included; fridges,
          mattresses, sofas, tyres and fluorescent tubes cost extra.
        </p>
        <Link to="/pricing" className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand hover:underline">
          See full pricing <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {loads.map((load) => (
          <li key={load.size} className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm">
            <img src={load.image} alt="" width="240" height="160" loading="lazy" decoding="async" className="mx-auto h-24 w-auto" />
            <p className="mt-2 font-semibold">{load.size}</p>
            <p className="text-3xl font-extrabold text-brand-dark">{load.price}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
