import { lazy, memo, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type ComponentType } from "react";
import type { QuoteForm } from "./quote-form";

type Props = ComponentProps<typeof QuoteForm>;

let serverForm: typeof QuoteForm | undefined;

/**
 * The server renders the form at once; its entry (entry.server.tsx) hands it over here. A static
 * import in this file would bring the form's code with the page, even where only the server uses it.
 */
export function renderQuoteFormOnServerWith(form: typeof QuoteForm): void {
  serverForm = form;
}

/** What counts as starting on the form: pointing at it, touching it, focusing, typing, choosing files, sending. */
const FIRST_USE = ["pointerover", "pointerdown", "focusin", "keydown", "input", "change"] as const;

/** Holds the form's code back until the visitor first uses the server's form, and keeps what they did meanwhile. */
class FirstUseGate {
  readonly opened: Promise<void>;
  open!: () => void;
  private slot?: HTMLElement;
  private serverForm = false;
  private live = false;
  private failed = false;
  private pendingSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };

  constructor() {
    this.opened = new Promise<void>((resolve) => (this.open = resolve));
  }

  /** Watch the element the form is in; the code loads at once when the server showed no form there. */
  attach(slot: HTMLElement, serverForm: boolean): () => void {
    this.slot = slot;
    this.serverForm = serverForm;
    if (!serverForm) {
      this.open();
      return () => {};
    }
    const onFirstUse = (event: Event) => {
      if (!(event.target instanceof Node) || !slot.contains(event.target)) return;
      this.open();
      for (const type of FIRST_USE) window.removeEventListener(type, onFirstUse, true);
    };
    // A send before the form is live waits for its code, then goes through the form's own handler.
    const onSubmit = (event: SubmitEvent) => {
      if (this.live || this.failed || !(event.target instanceof HTMLFormElement) || !slot.contains(event.target)) return;
      event.preventDefault();
      this.pendingSubmit = { form: event.target, submitter: event.submitter };
      this.open();
    };
    // On window, capturing: events inside a part React has not hydrated yet stop at React's root.
    for (const type of FIRST_USE) window.addEventListener(type, onFirstUse, true);
    window.addEventListener("submit", onSubmit, true);
    return () => {
      for (const type of FIRST_USE) window.removeEventListener(type, onFirstUse, true);
      window.removeEventListener("submit", onSubmit, true);
    };
  }

  /** The form on the page is the server's (the page was hydrated, not made in the browser). */
  hasServerForm(): boolean {
    return this.serverForm;
  }

  /** The form is live: photos chosen before are taken in as if just chosen, then a waiting send goes. */
  markLive(): void {
    this.live = true;
    setTimeout(() => {
      for (const input of this.slot?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? []) {
        if (input.files?.length) input.dispatchEvent(new Event("change", { bubbles: true }));
      }
      // After the photo picker's update has rendered.
      setTimeout(() => this.replaySubmit());
    });
  }

  /** The code could not load: a waiting send posts the server's form as it is (it works without JavaScript). */
  markFailed(): void {
    this.failed = true;
    this.replaySubmit();
  }

  private replaySubmit(): void {
    const pending = this.pendingSubmit;
    this.pendingSubmit = undefined;
    if (pending?.form.isConnected) pending.form.requestSubmit(pending.submitter);
  }
}

/**
 * The /contact quote form, shown by the server as usual, whose code (the form, the photo picker,
 * the upload, and after them the schema) loads when the visitor first points at, touches or
 * focuses it, not with the page. Until then the server's form is on the page as plain HTML: what is
 * typed, ticked or chosen stays (React takes the fields over as they are), a send pressed in the
 * meantime waits for the code, and if the code cannot load the form posts without JavaScript.
 * On a visit inside the site (no server form to show) the code loads at once.
 */
export function QuoteFormOnFirstUse(props: Props) {
  // True only while React takes over the server's HTML; remembered from the first render.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [fromServer] = useState(hydrating);
  return <FormSlot fromServer={fromServer} {...props} />;
}

/**
 * Memoised: while the server's form waits for its code, a render with new props would make React
 * drop that HTML (and what the visitor typed into it) for the fallback.
 */
const FormSlot = memo(function FormSlot({ fromServer, ...props }: Props & { fromServer: boolean }) {
  const slot = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => new FirstUseGate());
  const [Form] = useState<ComponentType<Props>>(() => {
    if (import.meta.env.SSR) {
      if (!serverForm) throw new Error("The server's entry must call renderQuoteFormOnServerWith(QuoteForm).");
      return serverForm;
    }
    return lazy(async () => {
      await gate.opened;
      try {
        const { QuoteForm: LoadedForm, loadValidation } = await import("./quote-form");
        void loadValidation().catch(() => {});
        return { default: liveSignal(LoadedForm, gate) };
      } catch (error) {
        gate.markFailed();
        // Keep the server's form rather than an error page; with no form to keep, the error is shown.
        if (gate.hasServerForm()) return new Promise<never>(() => {});
        throw error;
      }
    });
  });

  useEffect(() => {
    if (slot.current) return gate.attach(slot.current, fromServer);
  }, [gate, fromServer]);

  return (
    <div ref={slot}>
      <Suspense fallback={<p className="text-muted">Loading the form…</p>}>
        <Form {...props} />
      </Suspense>
    </div>
  );
});

const subscribeToNothing = () => () => {};

/** The loaded form, telling the gate once it is live. */
function liveSignal(LoadedForm: typeof QuoteForm, gate: FirstUseGate) {
  return function LiveQuoteForm(props: Props) {
    useEffect(() => gate.markLive(), []);
    return <LoadedForm {...props} />;
  };
}
