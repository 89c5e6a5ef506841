import { formatBytes } from "../../../kernel/bytes";
import {
  AttachedImage,
  Button,
  EmailLayout,
  Heading,
  Lines,
  NumberedList,
  Paragraph,
  renderEmail,
  Rows,
  type EmailBodies,
} from "../../mail/layout.server";

/** One of the request's photos, and what became of its preview. */
export interface PhotoLine {
  number: number;
  name: string;
  bytes: number;
  status: "attached" | "over-limit" | "no-preview";
  filename?: string;
  cid?: string;
}

/** The office's email about a new quote request; every value already cleaned. */
export interface StaffQuoteMail {
  siteUrl: string;
  reference: string;
  phoneDisplay: string;
  /** Label and value, in order; a value may run over several lines. */
  fields: [label: string, value: string][];
  description: string;
  /** The request's page in the staff inbox, the phone, WhatsApp and (when the address is safe) email. */
  links: { staff: string; tel: string; whatsapp: string; mailto: string | null };
  photos: PhotoLine[];
}

function photoStatus(line: PhotoLine): string {
  if (line.status === "attached") return `attached as ${line.filename}`;
  if (line.status === "over-limit") return "not attached (over the size limit for one email)";
  return "no preview available";
}

function staffQuoteHtml(m: StaffQuoteMail): string {
  return renderEmail(
    <EmailLayout title={`New quote ${m.reference}`} siteUrl={m.siteUrl}>
      <Paragraph>
        <Button href={m.links.staff}>Open {m.reference} in the inbox</Button>
        <Button href={m.links.tel}>Call {m.phoneDisplay}</Button>
        <Button href={m.links.whatsapp}>WhatsApp</Button>
        {m.links.mailto && <Button href={m.links.mailto}>Reply by email</Button>}
      </Paragraph>
      <Rows rows={m.fields} />
      <Heading>Description</Heading>
      <Paragraph>
        <Lines text={m.description} />
      </Paragraph>
      {m.photos.length > 0 && [
        <Heading key="heading">Photos</Heading>,
        <NumberedList key="list" tight items={m.photos.map((l) => `${l.name} (${formatBytes(l.bytes)}): ${photoStatus(l)}`)} />,
        ...m.photos.flatMap((l) => (l.cid ? [<AttachedImage key={l.cid} cid={l.cid} alt={`Photo ${l.number}: ${l.name}`} />] : [])),
      ]}
    </EmailLayout>,
  );
}

function staffQuoteText(m: StaffQuoteMail): string {
  return [
    `New quote request ${m.reference}`,
    `Open it in the inbox: ${m.links.staff}`,
    "",
    ...m.fields.map(([label, value]) => `${label}: ${value.replace(/\n/g, "\n  ")}`),
    "",
    "Description:",
    m.description,
    "",
    `Call: ${m.links.tel}`,
    `WhatsApp: ${m.links.whatsapp}`,
    m.links.mailto ? `Reply by email: ${m.links.mailto}` : "Reply by email: not offered (the address failed our safety check)",
    ...(m.photos.length
      ? ["", "Photos:", ...m.photos.map((l) => `${l.number}. ${l.name} (${formatBytes(l.bytes)}): ${photoStatus(l)}`)]
      : []),
  ].join("\n");
}

export function staffQuoteEmail(m: StaffQuoteMail): EmailBodies {
  return { html: staffQuoteHtml(m), text: staffQuoteText(m) };
}
