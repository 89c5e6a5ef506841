/**
 * The one script of the content pages (a route whose `handle` says `hydrate: false`): no React and
 * no router, a few hundred bytes. Everything on those pages works without it; with it:
 * - a quote button opens the quote dialog, its code loaded when the visitor points at, focuses or
 *   touches a button (quote-dialog-root.tsx: a React root of its own, mounted on first open); if the
 *   code cannot load, the link goes to the form on /contact as it would without JavaScript;
 * - Escape closes the phone menu (a <details>, which opens and closes without any script);
 * - the same-day line says how long is left to book today (same-day.ts);
 * - the postcode checker answers as the visitor types, hydrated when first used (postcode.tsx);
 * - the reviews widget's script loads when the footer comes near.
 * When it has set everything up, <html> carries data-islands="ready" (the browser tests wait for it).
 * It must import nothing statically: the build checks that no content page's first load reaches
 * the framework (scripts/check-islands.ts).
 */
import type { QuotePrefill } from "../components/quote/quote-prefill";

type DialogModule = typeof import("./quote-dialog-root");
let dialog: Promise<DialogModule> | undefined;
function loadDialog(): Promise<DialogModule> {
  dialog ??= import("./quote-dialog-root").catch((error: unknown) => {
    dialog = undefined;
    throw error;
  });
  return dialog;
}

const quoteLink = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>("a[data-quote]") : null);

document.addEventListener("click", (event) => {
  const link = quoteLink(event.target);
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  let prefill: QuotePrefill | undefined;
  try {
    prefill = link.dataset.prefill ? (JSON.parse(link.dataset.prefill) as QuotePrefill) : undefined;
  } catch {
    prefill = undefined;
  }
  loadDialog().then(
    (module) => module.openQuote(prefill, link),
    () => window.location.assign(link.href),
  );
});
for (const type of ["pointerover", "focusin", "touchstart"] as const) {
  document.addEventListener(
    type,
    (event) => {
      if (quoteLink(event.target)) loadDialog().catch(() => undefined);
    },
    { passive: true },
  );
}

document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const menu = document.querySelector<HTMLDetailsElement>("header details[open]");
  if (!menu) return;
  menu.open = false;
  menu.querySelector("summary")?.focus();
});

const pending: Promise<unknown>[] = [];

const sameDayLines = [...document.querySelectorAll<HTMLElement>("[data-same-day-rules]")];
if (sameDayLines.length) pending.push(import("./same-day").then((module) => module.startSameDayLines(sameDayLines)));

for (const island of document.querySelectorAll<HTMLElement>('[data-island="postcode-checker"]')) {
  let hydrated: Promise<void> | undefined;
  let done = false;
  const wake = () => {
    hydrated ??= import("./postcode").then((module) => module.hydratePostcodeChecker(island)).then(() => void (done = true));
    return hydrated;
  };
  for (const type of ["focusin", "pointerover", "touchstart"])
    island.addEventListener(type, () => void wake(), { once: true, passive: true });
  // A postcode sent before the checker is ready is answered in place once it is (or by the server's
  // page, as without JavaScript, if its code cannot load).
  island.addEventListener(
    "submit",
    (event) => {
      if (done) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      wake().then(
        () => form.requestSubmit(),
        () => form.submit(),
      );
    },
    { capture: true },
  );
}

const widget = document.querySelector<HTMLElement>("[data-reviews-widget-slot][data-src]");
if (widget) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const script = document.createElement("script");
      script.src = widget.dataset.src!;
      script.async = true;
      script.dataset.reviewsWidget = "";
      document.body.append(script);
    },
    { rootMargin: "400px" },
  );
  observer.observe(widget);
}

void Promise.allSettled(pending).then(() => {
  document.documentElement.dataset.islands = "ready";
});
