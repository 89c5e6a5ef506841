import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import type { QuotePrefill } from "./quote-prefill";

const QuoteDialog = lazy(() => import("./quote-dialog"));

interface QuoteDialogApi {
  openQuote: (prefill?: QuotePrefill) => void;
}

/** Null outside the hydrated shell: in an island of a content page, the islands script opens the dialog. */
const QuoteDialogContext = createContext<QuoteDialogApi | null>(null);

/** Holds the quote dialog; its code (form, Radix dialog) loads on first open, not with the page. */
export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [prefill, setPrefill] = useState<QuotePrefill>();
  // The button that opened the dialog gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openQuote = useCallback((given?: QuotePrefill) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPrefill(given);
    setLoaded(true);
    setOpen(true);
  }, []);
  const returnFocus = useCallback(() => opener.current?.focus(), []);
  return (
    <QuoteDialogContext.Provider value={{ openQuote }}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <QuoteDialog open={open} onOpenChange={setOpen} onClosed={returnFocus} prefill={prefill} />
        </Suspense>
      ) : null}
    </QuoteDialogContext.Provider>
  );
}

export function useQuoteDialog(): QuoteDialogApi | null {
  return useContext(QuoteDialogContext);
}

/** Preload the dialog's code when a visitor is about to use it (hover, focus, touch). */
export function preloadQuoteDialog(): void {
  void import("./quote-dialog");
}
