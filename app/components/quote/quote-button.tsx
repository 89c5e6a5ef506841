import type { ReactNode } from "react";
import { buttonClass } from "../ui/button";
import type { QuotePrefill } from "./quote-prefill";

/**
 * Opens the quote dialog. It is a real link to the form on /contact, so it works before the
 * page's JavaScript has loaded and without it. The islands script opens the dialog from its
 * data-quote and data-prefill attributes, and loads the dialog's code when a visitor points at,
 * focuses or touches it (app/islands/entry.ts).
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
  return (
    <a
      href={href}
      className={`${buttonClass("cta", size)} ${className ?? ""}`}
      aria-haspopup="dialog"
      data-quote=""
      data-prefill={prefill ? JSON.stringify(prefill) : undefined}
    >
      {children}
    </a>
  );
}
