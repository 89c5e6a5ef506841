import { business, hours, telLink } from "../../../content/business";
import { Button, EmailLayout, plainTextEmail, textRows, Paragraph, renderEmail, Rows, type EmailBodies } from "../../mail/layout.server";

/** The email that carries a waste transfer note's PDF to the customer. */
export interface NoteMail {
  siteUrl: string;
  reference: string;
  number: string;
  /** "Tuesday 24 November 2026, 10:42 GMT". */
  issuedAt: string;
  place: string;
  /** The number of the note this one corrects, if any, and what the correction changed (the office's one sentence). */
  corrects: string | null;
  correctionReason?: string | null;
  /** Sent again at the office's request. */
  resent: boolean;
}

const keep = "Please keep it for at least two years: it is the record that your waste went to a registered waste carrier.";

function content(m: NoteMail): { title: string; intro: string; rows: [string, string][] } {
  const rows: [string, string][] = [
    ["Note number", m.number],
    ["Collection", m.reference],
    ["Collected", m.issuedAt],
    ["From", m.place],
    ["Carrier registration", business.carrierRegistration],
  ];
  if (m.corrects) {
    return {
      title: "Your corrected waste transfer note",
      intro: `We have corrected the waste transfer note for your collection ${m.reference}. The corrected note ${m.number}, attached as a PDF, replaces note ${m.corrects}.${m.correctionReason ? ` What changed: ${m.correctionReason}` : ""}`,
      rows: [...rows, ["Replaces", m.corrects]],
    };
  }
  return {
    title: "Your waste transfer note",
    intro: `Thank you for using ${business.name}. Your waste transfer note ${m.number} for the collection ${m.reference} is attached as a PDF${m.resent ? ", sent again as you asked" : ""}.`,
    rows,
  };
}

export function noteEmail(m: NoteMail): EmailBodies & { subject: string } {
  const { title, intro, rows } = content(m);
  const contact = `Questions about the note? Call ${business.phoneDisplay}. ${hours.phone}.`;
  const html = renderEmail(
    <EmailLayout title={title} siteUrl={m.siteUrl}>
      <Paragraph tight>Hello,</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Rows rows={rows} />
      <Paragraph tight>{keep}</Paragraph>
      <Paragraph muted>{contact}</Paragraph>
      <Paragraph>
        <Button href={telLink}>Call {business.phoneDisplay}</Button>
      </Paragraph>
    </EmailLayout>,
  );
  const text = plainTextEmail(m.siteUrl, ["Hello,", intro, textRows(rows), keep, contact]);
  return { subject: `${title} ${m.number} - ${m.reference}`, html, text };
}
