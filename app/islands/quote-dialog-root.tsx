/**
 * The quote dialog on a content page: a React root of its own, made on the first open (the page
 * itself is not hydrated). The notices its form raises go to the page's one holder. Focus goes back to the button that opened it.
 */
import type { Root } from "react-dom/client";
import QuoteDialog from "../components/quote/quote-dialog";
import type { QuotePrefill } from "../components/quote/quote-prefill";
import { rootAtEndOfPage } from "./hydrate";
import { mountToaster } from "./notices-holder";

let root: Root | undefined;
let opener: HTMLElement | null = null;
let prefill: QuotePrefill | undefined;

function render(open: boolean) {
  root!.render(<QuoteDialog open={open} onOpenChange={render} onClosed={() => opener?.focus()} prefill={prefill} />);
}

export function openQuote(given: QuotePrefill | undefined, from: HTMLElement | null): void {
  opener = from;
  prefill = given;
  if (!root) {
    mountToaster();
    root = rootAtEndOfPage("quote-dialog-root");
  }
  render(true);
}
