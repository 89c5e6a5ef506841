import type { ReactNode } from "react";
import { formatLondon } from "../../../kernel/uk-time";
import { staffActor } from "../../../kernel/audit.server";
import { RefusedError } from "../../../kernel/refusal";
import { addNote, notSpam, sendAgain, setAssignee, setBookedFor, setStatus } from "../inbox/actions.server";
import { eraseQuotes } from "../inbox/erase.server";
import { notesKeptOnErase } from "../../waste/index.server";
import { STATUS_LABELS } from "../inbox/model.server";
import { activeStaff, bookingsOfQuote, isOverdue, quoteByReference, type QuoteDetail } from "../inbox/queries.server";
import { isWorkIntent, workForm } from "./forms.server";
import {
  buttonClass,
  ErrorSummary,
  linkClass,
  Notice,
  Panel,
  parseForm,
  quotePath,
  readForm,
  redirect,
  When,
} from "../../../kernel/page/kit.server";
import { staffPage } from "../../../kernel/page/staff-page.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";
import { defaultPriceValues, JOB_DONE, parsePriceForm, priceFormValues, pricesForQuote, sendPrice } from "../../booking/index.server";
import { PriceSection, type PriceFormState } from "../../booking/web.server";
import { notesForQuote } from "../../waste/index.server";
import { NotesSection } from "../../waste/web.server";
import { DetailsPanel, EmailsPanel, ErasePanel, NotesPanel, PhotosPanel } from "./quote-sections.server";
import { WorkPanel, type QuoteFormState } from "./quote-work.server";

const NOTICES: Record<string, string> = {
  status: "Status changed.",
  booking: "Booked date saved.",
  assignee: "Assignee saved.",
  note: "Note added.",
  "not-spam": "Marked as not spam: it is a new request, and its emails are on their way.",
  "send-again": "The email will be sent again.",
  "price-send": "Fixed price sent: the customer's email is on its way.",
  "note-resent": "The waste transfer note will be sent to the customer again.",
  "note-corrected":
    "The corrected waste transfer note was issued; it replaces the earlier one (both are kept) and is being emailed to the customer.",
};

export function notFoundPage(ctx: SignedInContext): Response {
  return staffPage({
    title: "Not found",
    staff: ctx.staff,
    status: 404,
    children: (
      <>
        <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">No such request</h1>
        <p>
          There is no request with that reference; it may have been erased.{" "}
          <a href="/staff" className={linkClass}>
            Back to the inbox
          </a>
        </p>
      </>
    ),
  });
}

/** GET /staff/quotes/:reference */
export async function quotePage(
  ctx: SignedInContext,
  state: QuoteFormState = { errors: {}, values: {} },
  now = ctx.services.clock.now(ctx.request),
  priceState?: PriceFormState,
): Promise<Response> {
  const { db } = ctx.services.database;
  const detail = await quoteByReference(db, ctx.params.reference ?? "");
  if (!detail) return notFoundPage(ctx);
  const staff = await activeStaff(db);
  const prices = await pricesForQuote(db, detail.quote.id);
  const bookings = await bookingsOfQuote(db, detail.quote.id);
  const notes = await notesForQuote(db, detail.quote.id);
  const canSend =
    detail.quote.status === "spam"
      ? "Mark it as not spam before sending a fixed price."
      : bookings.some((b) => b.status === "booked")
        ? "Booked: a new price would not change the booking."
        : bookings.some((b) => b.status === "done")
          ? JOB_DONE
          : (true as const);
  const keptNotes = await notesKeptOnErase(db, detail.quote.id);
  const done = ctx.url.searchParams.get("done") ?? "";
  const price = priceState ?? { values: defaultPriceValues(now), errors: {} };
  return staffPage({
    title: detail.quote.reference,
    staff: ctx.staff,
    status: Object.keys(state.errors).length || Object.keys(price.errors).length ? 400 : 200,
    children: (
      <QuoteView
        detail={detail}
        staff={staff}
        state={state}
        notice={NOTICES[done]}
        now={now}
        booked={bookings.find((b) => b.status === "booked")}
        keptNotes={keptNotes}
      >
        <PriceSection path={quotePath(detail.quote.reference)} prices={prices} bookings={bookings} state={price} canSend={canSend} />
        <NotesSection notes={notes} canResend />
      </QuoteView>
    ),
  });
}

function QuoteView({
  detail,
  staff,
  state,
  notice,
  now,
  booked,
  keptNotes,
  children,
}: {
  detail: QuoteDetail;
  staff: { id: string; name: string }[];
  state: QuoteFormState;
  notice?: string;
  now: Date;
  /** The customer's booking, when they booked a slot: its day is then changed on the schedule only. */
  booked?: { slotDate: string; slotId: string };
  keptNotes: { number: string; issuedAt: Date }[];
  children?: ReactNode;
}) {
  const { quote, photos, notes, emails } = detail;
  const path = quotePath(quote.reference);
  const overdue = isOverdue(quote, now);
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

      {children}

      <PhotosPanel path={path} photos={photos} />

      <NotesPanel path={path} notes={notes} state={state} />

      <EmailsPanel path={path} emails={emails} state={state} />

      <ErasePanel path={path} reference={quote.reference} keptNotes={keptNotes} state={state} />
    </>
  );
}

/** POST /staff/quotes/:reference: one change per form, 303 back with a confirmation. */
export async function quoteAction(ctx: SignedInContext): Promise<Response> {
  const reference = (ctx.params.reference ?? "").toUpperCase();
  const fields = await readForm(ctx.request);
  const intent = fields.get("intent");
  const { db } = ctx.services.database;
  const actor = staffActor(ctx.staff);
  const now = ctx.services.clock.now(ctx.request);
  if (intent === "price-preview" || intent === "price-send") {
    // The fixed price: its own schema (app/server/booking/prices.server.ts), previewed, then sent.
    const typed = priceFormValues(fields);
    const priced = parsePriceForm(typed, now);
    if (!priced.ok) return quotePage(ctx, { errors: {}, values: {} }, now, { values: typed, errors: priced.errors });
    if (intent === "price-preview")
      return quotePage(ctx, { errors: {}, values: {} }, now, { values: typed, errors: {}, draft: priced.draft });
    try {
      await sendPrice(db, {
        reference,
        draft: priced.draft,
        actor,
        now,
        secret: ctx.services.secret,
        mailDomain: ctx.services.mailDomain,
      });
    } catch (error) {
      if (error instanceof RefusedError)
        return quotePage(ctx, { errors: {}, values: {} }, now, { values: typed, errors: { load: error.message } });
      throw error;
    }
    ctx.services.outbox.wake();
    return redirect(`${quotePath(reference)}?done=price-send`);
  }
  if (!isWorkIntent(intent)) return redirect(quotePath(reference));
  const parsed = parseForm(workForm(reference), fields);
  // The send-again form's hidden field is reported where its email is listed.
  if (!parsed.ok)
    return quotePage(ctx, { errors: parsed.errors.outboxId ? { email: parsed.errors.outboxId } : parsed.errors, values: parsed.values });
  const change = parsed.data;
  try {
    switch (change.intent) {
      case "status":
        await setStatus(db, reference, change.status, actor, now);
        break;
      case "booking":
        await setBookedFor(db, reference, change.bookedFor, actor, now);
        break;
      case "assignee":
        await setAssignee(db, reference, change.assignee, actor, now);
        break;
      case "note":
        await addNote(db, reference, change.note, actor, now);
        break;
      case "not-spam":
        await notSpam(db, reference, actor, now, {
          mailDomain: ctx.services.mailDomain,
          confirmationsPerHour: ctx.services.env.CONFIRMATION_EMAILS_PER_HOUR,
        });
        ctx.services.outbox.wake();
        break;
      case "send-again":
        await sendAgain(db, reference, change.outboxId, actor, now);
        ctx.services.outbox.wake();
        break;
      case "erase": {
        const { keptNotes } = await eraseQuotes(ctx.services, { reference }, actor, now);
        return redirect(`/staff?done=erased${keptNotes.length ? `&kept=${keptNotes.map((n) => n.number).join(",")}` : ""}`);
      }
    }
  } catch (error) {
    if (error instanceof RefusedError && error.refusal.kind === "not-found") return notFoundPage(ctx);
    if (error instanceof RefusedError)
      return quotePage(ctx, { errors: { [error.refusal.field ?? "form"]: error.message }, values: parsed.values });
    throw error;
  }
  return redirect(`${quotePath(reference)}?done=${change.intent}`);
}
