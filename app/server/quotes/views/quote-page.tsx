import { buttonClass, ErrorSummary, linkClass, Notice, Panel, quotePath, When } from "../../../components/page-kit/kit";
import { PriceSection, type PriceFormState, type ShownBooking, type ShownPrice } from "../../booking/views";
import { NotesSection, type ShownNote } from "../../waste/views";
import { formatLondon } from "../../../kernel/uk-time";
import { STATUS_LABELS } from "../inbox/model";
import { DetailsPanel, EmailsPanel, ErasePanel, NotesPanel, PhotosPanel } from "./quote-sections";
import type { QuoteDetailShown } from "./quote-shown";
import { WorkPanel, type QuoteFormState } from "./quote-work";

/** The request's page as its loader gives it: the request, its staff, its prices and notes. */
export interface QuotePageData {
  detail: QuoteDetailShown;
  staff: { id: string; name: string }[];
  notice?: string;
  now: Date;
  /** Still new more than 2 hours after it arrived. */
  overdue: boolean;
  /** The customer's booking, when they booked a slot: its day is then changed on the schedule only. */
  booked?: { slotDate: string; slotId: string };
  /** What erasing keeps of the request's waste transfer notes, in a sentence ("" with none). */
  keptNotes: string;
  prices: ShownPrice[];
  bookings: ShownBooking[];
  /** True when a fixed price can be sent, else why not. */
  canSend: string | true;
  notes: ShownNote[];
}

/** The request's page: its details and work, its fixed price and waste transfer notes, photos, notes, emails, and erasing it. */
export function QuotePage({ page, state, priceState }: { page: QuotePageData; state: QuoteFormState; priceState: PriceFormState }) {
  const { detail, staff, notice, now, overdue, booked, keptNotes } = page;
  const { quote, photos, notes, emails } = detail;
  const path = quotePath(quote.reference);
  return (
    <>
      <p className="mb-2">
        <a href="/staff" className={linkClass}>
          Back to the inbox
        </a>
      </p>
      <h1 className="mb-1 font-display text-3xl font-bold text-brand-dark">{`Request ${quote.reference}`}</h1>
      <p className="mb-4 text-muted">
        {`${STATUS_LABELS[quote.status as keyof typeof STATUS_LABELS] ?? quote.status} · received `}
        <When at={quote.createdAt} now={now} />
      </p>
      <Notice>{notice}</Notice>
      <ErrorSummary errors={state.errors} />
      {overdue && <p className="mb-4 font-semibold text-danger">Overdue: still new more than 2 hours after it arrived.</p>}
      {quote.status === "spam" && (
        <Panel id="spam" heading="Suspected bot" tone="danger" className="mb-6">
          <p>
            {quote.markedSpamAt
              ? `Marked as spam on ${formatLondon(quote.markedSpamAt)}. It is deleted 7 days after that unless you keep it.`
              : `The form's checks judged this request automated (${quote.spamReason ?? "no reason recorded"}), so no email was sent. It is deleted 7 days after it arrived unless you keep it.`}
          </p>
          <form method="post" action={path} className="mt-2">
            <input type="hidden" name="intent" value="not-spam" />
            <button type="submit" className={buttonClass("primary")}>
              Not spam: make it a new request and send its emails
            </button>
          </form>
        </Panel>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsPanel detail={detail} />

        <WorkPanel quote={quote} path={path} state={state} staff={staff} booked={booked} />
      </div>

      <PriceSection path={path} prices={page.prices} bookings={page.bookings} state={priceState} canSend={page.canSend} />
      <NotesSection notes={page.notes} canResend />

      <PhotosPanel path={path} photos={photos} />

      <NotesPanel path={path} notes={notes} state={state} />

      <EmailsPanel path={path} emails={emails} state={state} />

      <ErasePanel path={path} reference={quote.reference} keptNotes={keptNotes} state={state} />
    </>
  );
}
