import { ChevronDown } from "lucide-react";
import type { FaqItem } from "../../content/types";

/**
 * FAQ accordion: native <details> sharing one `name`, so one answer is open at a time and the open one
 * can be closed again. It needs no JavaScript, and the answers stay in the page for search and find-in-page.
 */
export function Faq({ items, name }: { items: FaqItem[]; name: string }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink hover:bg-brand-soft">
            <span>{item.question}</span>
            <ChevronDown className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="px-5 pb-5 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
