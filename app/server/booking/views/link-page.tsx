import type { ReactNode } from "react";
import { linkClass, Notice } from "../../../components/page-kit/kit";
import { formatPounds } from "../../../kernel/money";
import { phoneForPeople } from "../../../kernel/phone";
import { formatDate, formatLondon } from "../../../kernel/uk-time";
import { describeSlot } from "../slot-names";
import { whatsappMessage } from "./whatsapp-message";
import { AcceptForm, DeclineForm, ManageBooking, Problems, type BookingChange, type FormState, type ShownSlot } from "./link-forms";
import {
  BookingSummary,
  CallUs,
  h1,
  h2,
  NoteSection,
  panel,
  PriceSection,
  Reference,
  type ShownCustomerNote,
  type ShownLinkData,
} from "./link-sections";

/** What the customer's link opens, in each state it can be in. */
export type ShownLink =
  | { kind: "unknown" }
  | { kind: "expired"; reference: string }
  | ({
      kind: "open" | "superseded" | "declined" | "booked" | "done" | "cancelled" | "price-expired";
      /** A cancelled booking's price can be booked again while it is valid. */
      canBookAgain: boolean;
      /** A booking: whether it can still be moved or cancelled here. */
      change: BookingChange | null;
    } & ShownLinkData);

/** A link we never made, mangled or cut short (404): the way to call us. */
export function UnknownLink() {
  return (
    <>
      <h1 className={h1}>We don't recognise this link</h1>
      <p className="mb-6">Please check it was copied in full from our email, or call us and we'll help.</p>
      <CallUs />
    </>
  );
}

/** A link past its time (410), with the reference to quote when calling. */
function ExpiredLink({ reference }: { reference: string }) {
  return (
    <>
      <h1 className={h1}>This link has expired</h1>
      <p className="mb-6">{`Links to a price stop working when the price expires, and 30 days after a collection. Call us about ${reference} and we'll help.`}</p>
      <CallUs whatsappText={whatsappMessage({ kind: "expired", reference })} />
    </>
  );
}

/** A link that opens its price or booking. */
type OpenedLink = Exclude<ShownLink, { kind: "unknown" | "expired" }>;

export interface LinkViewProps {
  link: OpenedLink;
  /** The page's own path, where its forms post. */
  action: string;
  /** The confirmation after an action, if one was just done. */
  notice?: string;
  state: FormState;
  slots: ShownSlot[];
  notes: ShownCustomerNote[];
  now: Date;
}

/**
 * What the booking form starts with: what the cancelled booking, or else the request, already says
 * (the request's town is the one its postcode district is named for, as a post town is); what the
 * customer typed wins.
 */
function knownValues(data: ShownLinkData, typed: Record<string, string>): Record<string, string> {
  const earlier = data.booking;
  const postcode = earlier?.postcode ?? data.quote.postcode.toUpperCase();
  const town = earlier?.town ?? data.quote.town ?? "";
  const phone = earlier?.phone ?? data.quote.phone;
  return {
    addressLine1: earlier?.addressLine1 ?? "",
    addressLine2: earlier?.addressLine2 ?? "",
    town,
    postcode,
    phone: phoneForPeople(phone),
    ...typed,
  };
}

/** An open price: what it is, the form to accept and book, the form to decline. */
function OpenPrice({ link, action, notice, state, slots }: LinkViewProps) {
  const data: ShownLinkData = link;
  const values = knownValues(data, state.values);
  return (
    <>
      <h1 className={h1}>Your fixed price</h1>
      <Reference data={data} />
      <Notice look="public">{notice}</Notice>
      <Problems state={state} />
      <PriceSection data={data} showValidity />
      <AcceptForm action={action} slots={slots} state={{ ...state, values }} />
      <DeclineForm action={action} state={state} />
      <CallUs whatsappText={whatsappMessage(link)} />
    </>
  );
}

/** A booked collection: the booking, moving or cancelling it, the price it was booked at. */
function Booked({ link: data, action, notice, state, slots }: LinkViewProps) {
  return (
    <>
      <h1 className={h1}>Your collection is booked</h1>
      <Reference data={data} />
      <Notice look="public">{notice}</Notice>
      <Problems state={state} />
      <section aria-labelledby="booking-heading" className={panel}>
        <h2 id="booking-heading" className={h2}>
          Your booking
        </h2>
        <BookingSummary data={data} />
        <p className="mb-3">The crew arrive within the slot and call the number above when they are on their way.</p>
        <p>
          <a href={`${action}/calendar.ics`} className={linkClass} download={`${data.quote.reference}.ics`}>
            Add to calendar
          </a>
        </p>
      </section>
      <ManageBooking action={action} data={data} change={data.change!} slots={slots} state={state} />
      <PriceSection data={data} showValidity={false} />
      <CallUs whatsappText={whatsappMessage(data)} />
    </>
  );
}

/** A collection done: its waste transfer note and what was booked. */
function Done({ link: data, action, notice, notes }: LinkViewProps) {
  return (
    <>
      <h1 className={h1}>Your collection is done</h1>
      <Reference data={data} />
      <Notice look="public">{notice}</Notice>
      <NoteSection linkPath={action} notes={notes} />
      <section aria-labelledby="booking-heading" className={panel}>
        <h2 id="booking-heading" className={h2}>
          Your booking
        </h2>
        <BookingSummary data={data} />
      </section>
      <CallUs whatsappText={whatsappMessage(data)} />
    </>
  );
}

/** A link that can no longer be booked: its heading, reference, any notice, what happened and how to call. */
function Ended({
  heading,
  data,
  notice,
  callUs,
  children,
}: {
  heading: string;
  data: OpenedLink;
  notice?: string;
  callUs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className={h1}>{heading}</h1>
      <Reference data={data} />
      <Notice look="public">{notice}</Notice>
      <p className="mb-6">{children}</p>
      <CallUs whatsappText={whatsappMessage(data)}>{callUs}</CallUs>
    </>
  );
}

/** A cancelled collection: what was cancelled, and while the price is valid, the form to book again. */
function Cancelled({ link, action, notice, state, slots }: LinkViewProps) {
  const data: ShownLinkData = link;
  const what = data.booking
    ? `The collection for ${describeSlot({ date: data.booking.slotDate, id: data.booking.slotId })} is cancelled.`
    : "This booking is cancelled.";
  if (!link.canBookAgain) {
    return (
      <Ended heading="Your collection is cancelled" data={link} notice={notice}>
        {`${what} Call us if you'd like a new date.`}
      </Ended>
    );
  }
  return (
    <>
      <h1 className={h1}>Your collection is cancelled</h1>
      <Reference data={data} />
      <Notice look="public">{notice}</Notice>
      <Problems state={state} />
      <p className="mb-6">{`${what} The price below is still valid until ${formatDate(data.price.validUntil, "weekday")}: you can book a new day and time with it here.`}</p>
      <PriceSection data={data} showValidity />
      <AcceptForm action={action} slots={slots} state={{ ...state, values: knownValues(data, state.values) }} heading="Book again" />
      <CallUs whatsappText={whatsappMessage(link)} />
    </>
  );
}

const TITLES: Record<ShownLink["kind"], string> = {
  unknown: "Link not recognised",
  expired: "Link expired",
  open: "Your fixed price",
  booked: "Your collection",
  done: "Your collection",
  cancelled: "Collection cancelled",
  declined: "Price declined",
  superseded: "Price replaced",
  "price-expired": "Price expired",
};

/** The page's title for a link in its state. */
export const linkTitle = (link: ShownLink) => TITLES[link.kind];

/** The page for a link in any state. */
export function LinkPage(props: Omit<LinkViewProps, "link"> & { link: ShownLink }) {
  const { link: data, notice, now } = props;
  switch (data.kind) {
    case "unknown":
      return <UnknownLink />;
    case "expired":
      return <ExpiredLink reference={data.reference} />;
    case "open":
      return <OpenPrice {...props} link={data} />;
    case "booked":
      return <Booked {...props} link={data} />;
    case "done":
      return <Done {...props} link={data} />;
    case "cancelled":
      return <Cancelled {...props} link={data} />;
    case "declined":
      return (
        <Ended heading="You declined this price" data={data} notice={notice}>
          {`You declined it on ${formatLondon(data.price.declinedAt ?? now)}. If you change your mind, call us and we'll look at it again.`}
        </Ended>
      );
    case "superseded":
      return (
        <Ended
          heading="This price has been replaced"
          data={data}
          callUs={<p className="mb-3">Can't find the email? Call us and we'll send it again.</p>}
        >
          {data.newer
            ? `We sent you a new fixed price of ${formatPounds(data.newer.totalPence)} on ${formatLondon(data.newer.createdAt)}, which replaces this one. Open the link in that email to see it and book.`
            : "We sent you a new fixed price, which replaces this one. Open the link in that email to see it and book."}
        </Ended>
      );
    case "price-expired":
      return (
        <Ended heading="This price has expired" data={data}>
          {`It was valid until ${formatDate(data.price.validUntil, "weekday")}. Call us and we'll give you an up-to-date price.`}
        </Ended>
      );
  }
}
