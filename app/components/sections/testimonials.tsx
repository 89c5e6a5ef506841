import { Star } from "lucide-react";
import type { Testimonial } from "../../content/types";

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} className={`size-5 ${i <= rating ? "fill-amber-500 text-amber-600" : "text-slate-400"}`} aria-hidden="true" />
      ))}
    </span>
  );
}

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((t) => (
        <li key={t.name}>
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Stars rating={t.rating} />
            <blockquote className="mt-3 flex-1 text-lg">“{t.text}”</blockquote>
            <figcaption className="mt-4 font-semibold text-brand-dark">
              {t.name} <span className="font-normal text-muted">· {t.location}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
