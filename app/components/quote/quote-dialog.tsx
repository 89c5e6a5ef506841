import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { QuotePrefill } from "./quote-prefill";
import { QuoteForm } from "./quote-form";
import { claim } from "../../content/claims";

/** The quote dialog: the same form as /contact; it closes itself after a successful send. */
export default function QuoteDialog({
  open,
  onOpenChange,
  onClosed,
  prefill,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  prefill?: QuotePrefill;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 top-0 z-50 overflow-y-auto bg-white p-5 shadow-2xl outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[92dvh] sm:w-[min(40rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8 data-[state=open]:animate-[dialog-in_180ms_ease-out]"
          aria-describedby="quote-dialog-description"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold text-brand-dark">Get a Free Quote</Dialog.Title>
              <Dialog.Description id="quote-dialog-description" className="mt-1 text-muted">
                Tell us what needs clearing and add a few photos. We'll reply with a fixed price {claim("reply.when")}.
              </Dialog.Description>
            </div>
            <Dialog.Close className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100" aria-label="Close">
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <QuoteForm variant="dialog" onSuccess={() => onOpenChange(false)} prefill={prefill} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
