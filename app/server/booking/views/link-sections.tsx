import type { ReactNode } from "react";
import { buttonClass, linkClass as link } from "../../../components/page-kit/kit";
import { bookingTermsSummary } from "../../../content/booking";
import { business, telLink, whatsappLink, whatsappLinkWith } from "../../../content/business";
import { formatPounds } from "../../../kernel/money";
import { phoneForPeople } from "../../../kernel/phone";
import { formatDate } from "../../../kernel/uk-time";
import { describeSlot } from "../slot-names";

/** The parts of the customer's booking page that show what is: the price, the booking, the note, how to call us. */

/** What the customer's page shows of their request, its price and its booking. */
export interface ShownLinkData {
  quote: { reference: string; postcode: string; town: string | null; phone: string };
  price: { totalPence: number; validUntil: string; included: string[]; declinedAt: Date | null };
  lines: { id: number; label: string; amountPence: number }[];
  /** The latest booking made from this price (the live one, or the last cancelled one). */
  booking: ShownCustomerBooking | null;
  /** For a superseded price: the price that replaced it. */
  newer: { totalPence: number; createdAt: Date } | null;
}

interface ShownCustomerBooking {
  slotDate: string;
  slotId: string;
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  postcode: string;
  phone: string;
}

/** A waste transfer note of the job, its issue time written out as the note prints it. */
export interface ShownCustomerNote {
  id: string;
  number: string;
  issued: string;
  status: string;
  supersedesId: string | null;
}

export const h1 = "mb-2 font-display text-3xl font-bold text-brand-dark";
export const h2 = "mb-3 font-display text-xl font-bold text-ink";
export const panel = "mb-6 rounded-lg border border-slate-200 bg-white p-4";

/** How to call us; the WhatsApp link starts a message saying where the request stands, when the page knows. */
export function CallUs({ children, whatsappText }: { children?: ReactNode; whatsappText?: string }) {
  return (
    <section aria-labelledby="contact-heading" className={panel}>
      <h2 id="contact-heading" className={h2}>
        Talk to us
      </h2>
      {children}
      <ul className="flex flex-wrap gap-3">
        <li>
          <a href={telLink} className={buttonClass("primary")}>
            {`Call ${business.phoneDisplay}`}
          </a>
        </li>
        <li>
          <a href={whatsappText ? whatsappLinkWith(whatsappText) : whatsappLink} className={buttonClass("whatsapp")}>
            {`WhatsApp ${business.whatsappDisplay}`}
          </a>
        </li>
      </ul>
    </section>
  );
}

function PriceTable({ data }: { data: ShownLinkData }) {
  return (
    <table className="mb-3 w-full text-left">
      <caption className="sr-only">{`Fixed price for ${data.quote.reference}`}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-sm text-muted">
          <th scope="col" className="py-2 pr-2 font-semibold">
            Item
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {data.lines.map((line) => (
          <tr key={line.id} className="border-b border-slate-200">
            <td className="py-2 pr-2">{line.label}</td>
            <td className="py-2 text-right tabular-nums">{formatPounds(line.amountPence)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="py-2 pr-2 text-lg">
            Total, fixed
          </th>
          <td className="py-2 text-right text-lg font-bold tabular-nums">{formatPounds(data.price.totalPence)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function PriceSection({ data, showValidity }: { data: ShownLinkData; showValidity: boolean }) {
  return (
    <section aria-labelledby="price-heading" className={panel}>
      <h2 id="price-heading" className={h2}>
        Your fixed price
      </h2>
      <p className="mb-3">A fixed price, not an estimate: it is what you pay for what your photos and description showed.</p>
      <PriceTable data={data} />
      {showValidity && <p className="mb-3 font-semibold">{`Valid until ${formatDate(data.price.validUntil, "weekday")}.`}</p>}
      <h3 className="mb-1 font-semibold">What is included</h3>
      <ul className="mb-3 list-disc pl-5">
        {data.price.included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="mb-1 font-semibold">The terms in short</h3>
      <ul className="mb-2 list-disc pl-5">
        {bookingTermsSummary.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <a href="/terms" className={link}>
          Read our full terms and conditions
        </a>
      </p>
    </section>
  );
}

/** On a phone each answer sits under its label; from the small breakpoint up, beside it. */
const dd = "mb-2 sm:mb-0";

export function BookingSummary({ data }: { data: ShownLinkData }) {
  const b = data.booking!;
  return (
    <dl className="mb-3 grid gap-x-4 sm:grid-cols-[max-content_1fr] sm:gap-y-2">
      <dt className="font-semibold">When</dt>
      <dd className={dd}>{describeSlot({ date: b.slotDate, id: b.slotId })}</dd>
      <dt className="font-semibold">Address</dt>
      <dd className={dd}>
        {[b.addressLine1, b.addressLine2, b.town, b.postcode].filter(Boolean).map((part, i) => (
          <span key={i} className="block">
            {part}
          </span>
        ))}
      </dd>
      <dt className="font-semibold">Phone for the day</dt>
      <dd className={dd}>{phoneForPeople(b.phone)}</dd>
      <dt className="font-semibold">Fixed price</dt>
      <dd className={dd}>{`${formatPounds(data.price.totalPence)}, paid at collection`}</dd>
    </dl>
  );
}

/** The customer's download of a note, under their own link. */
const customerNotePath = (linkPath: string, number: string) => `${linkPath}/notes/${encodeURIComponent(number)}.pdf`;

/** The job's waste transfer note: the current one to download, and what it replaced. */
export function NoteSection({ linkPath, notes }: { linkPath: string; notes: ShownCustomerNote[] }) {
  const current = notes.find((note) => note.status === "issued");
  return (
    <section aria-labelledby="note-heading" className={panel}>
      <h2 id="note-heading" className={h2}>
        Your waste transfer note
      </h2>
      {current ? (
        <>
          <p className="mb-3">{`Note ${current.number}, issued ${current.issued}, is the record that your waste went to a registered waste carrier. We emailed it to you; you can download it here too. Please keep it for at least two years.`}</p>
          <p className="mb-3">
            <a href={customerNotePath(linkPath, current.number)} className={link} download={`${current.number}.pdf`}>
              {`Download note ${current.number} (PDF)`}
            </a>
          </p>
          {current.supersedesId && (
            <p className="text-sm">{`It corrects and replaces ${notes.find((note) => note.id === current.supersedesId)?.number ?? "an earlier note"}.`}</p>
          )}
        </>
      ) : (
        <p>Your waste transfer note is on its way by email. If it hasn't arrived, call us and we'll send it again.</p>
      )}
    </section>
  );
}

export function Reference({ data }: { data: ShownLinkData }) {
  return <p className="mb-4 text-muted">{`Reference ${data.quote.reference}`}</p>;
}
