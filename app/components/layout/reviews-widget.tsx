import { Star } from "lucide-react";
import { business } from "../../content/business";

const widgetSrc = __REVIEWS_WIDGET_SRC__;

/**
 * The third-party reviews widget. Only when REVIEWS_WIDGET_SRC is set at build; the islands script
 * loads its script once, lazily, when the footer comes near the viewport (app/islands/entry.ts), into
 * a box of fixed height so nothing shifts. Otherwise, and until it loads, a plain link to the reviews.
 */
export function ReviewsWidget() {
  return (
    <div className="border-b border-white/15 bg-brand-dark">
      <div className="container-page py-6">
        <div
          id="reviews-widget"
          className={widgetSrc ? "min-h-[180px]" : undefined}
          data-reviews-widget-slot=""
          // Read by the islands script.
          data-src={widgetSrc || undefined}
        >
          <a
            href={business.reviewsUrl}
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
          >
            <span className="flex text-cta" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} className="size-5 fill-current" />
              ))}
            </span>
            Read our customer reviews
          </a>
        </div>
      </div>
    </div>
  );
}
