import type { ReactNode } from "react";
import { buttonClass } from "../ui/button";
import { preloadQuoteDialog, useQuoteDialog } from "./quote-dialog-context";
import type { QuotePrefill } from "./quote-prefill";

/**
 * Opens the quote dialog. It is a real link to the form on /contact, so it works before the
 * page's JavaScript has loaded and without it. On a content page (not hydrated) the islands script
 * opens the dialog from its data-quote and data-prefill attributes (app/islands/entry.ts).
 */
export function QuoteButton({
  children = "Get a Free Quote",
  className,
  size = "md",
  prefill,
  href = "/contact#quote-form",
}: {
  children?: ReactNode;
  className?: string;
  size?: "md" | "lg";
  /** Text the form starts with. */
  prefill?: QuotePrefill;
  /** Where the link goes without JavaScript: the form on /contact, or a form on the same page. */
  href?: string;
}) {
  const dialog = useQuoteDialog();
  return (
    <a
      href={href}
      className={`${buttonClass("cta", size)} ${className ?? ""}`}
      aria-haspopup="dialog"
      data-quote=""
      data-prefill={prefill ? JSON.stringify(prefill) : undefined}
      onPointerEnter={preloadQuoteDialog}
      onFocus={preloadQuoteDialog}
      onTouchStart={preloadQuoteDialog}
      onClick={(event) => {
        // In an island of a content page there is no dialog here: the islands script's handler opens it.
        if (!dialog || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        dialog.openQuote(prefill);
      }}
    >
      {children}
    </a>
  );
}
