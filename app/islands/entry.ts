/**
 * The one script of the content pages (every public page, app/root.tsx): no React and no router, a
 * few hundred bytes. Everything on those pages works without it; with it:
 * - a quote button opens the quote dialog, its code loaded when the visitor points at, focuses or
 *   touches a button (quote-dialog-root.tsx: a React root of its own, mounted on first open); if the
 *   code cannot load, the link goes to the form on /contact as it would without JavaScript;
 * - Escape closes the phone menu (a <details>, which opens and closes without any script);
 * - the same-day line says how long is left to book today (same-day.ts);
 * - the islands (the postcode checker, the /pricing estimator, the /contact quote form) come alive
 *   on first use: each is hydrated as its own React root (postcode.tsx, estimator.tsx, contact-form.tsx);
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

/** The islands whose code is on its way, each until it has taken its island over. */
const arriving = new WeakMap<Element, Promise<void>>();

function prefillOf(link: HTMLAnchorElement): QuotePrefill | undefined {
  try {
    return link.dataset.prefill ? (JSON.parse(link.dataset.prefill) as QuotePrefill) : undefined;
  } catch {
    return undefined;
  }
}

document.addEventListener("click", (event) => {
  const link = quoteLink(event.target);
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  // A button in an island whose code is on its way (the estimator's) gets its prefill from that code:
  // it opens the dialog with the visitor's latest choices, not the server's.
  const island = link.closest("[data-island]");
  const arrival = (island && arriving.get(island)) || Promise.resolve();
  void arrival
    .catch(() => undefined)
    .then(loadDialog)
    .then(
      (module) => module.openQuote(prefillOf(link), link),
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

/** What counts as first use of an island. */
const FIRST_USE = ["pointerover", "pointerdown", "focusin", "keydown", "input", "change", "touchstart"] as const;

/**
 * An island made live on first use: its code loads when the visitor points at, touches, focuses or
 * types into it (`load`, which resolves once React has taken the island over). A form sent before
 * then waits for its code and is sent again through it; if the code cannot load, the form is sent
 * as it is, to the server, as it would be without JavaScript.
 */
function onFirstUse(island: HTMLElement, load: (island: HTMLElement) => Promise<void>) {
  let woken: Promise<void> | undefined;
  const wake = () => {
    if (!woken) {
      woken = load(island).finally(() => arriving.delete(island));
      arriving.set(island, woken);
    }
    return woken;
  };
  const start = () => {
    for (const type of FIRST_USE) island.removeEventListener(type, start, true);
    void wake().catch(() => undefined);
  };
  for (const type of FIRST_USE) island.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener(
    "submit",
    (event) => {
      // Settled: the island's code has taken it over, or has failed to.
      if (woken && !arriving.has(island)) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter;
      // Sent again once settled: through the island's own handler, or (its code missing) to the server.
      const resend = () => {
        if (form.isConnected) form.requestSubmit(submitter?.isConnected && submitter.closest("form") === form ? submitter : null);
      };
      wake().then(resend, resend);
    },
    { capture: true },
  );
}

const islands: Record<string, (island: HTMLElement) => Promise<void>> = {
  "postcode-checker": (island) => import("./postcode").then((module) => module.hydratePostcodeChecker(island)),
  estimator: (island) => import("./estimator").then((module) => module.hydrateEstimator(island)),
  "quote-form": (island) => import("./contact-form").then((module) => module.hydrateContactForm(island)),
};
for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const load = islands[island.dataset.island ?? ""];
  if (load) onFirstUse(island, load);
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
