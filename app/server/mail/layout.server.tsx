import { Children, type CSSProperties, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { business, hours, telLink } from "../../content/business";
import { cleanLines } from "../../kernel/text";

/*
 * The parts every email is made of. An email is a component built from these (its HTML part) and a
 * function that writes the same message as plain text. React writes the HTML, so every value is
 * escaped by construction; nothing here takes ready-made HTML.
 *
 * Mail clients read old HTML: one column of tables at most 600 px wide, inline styles only, no
 * classes, no <style>, no scripts.
 */

const GREEN = "#166534";
const INK = "#111827";
const MUTED = "#4b5563";
const PAGE = "#f3f4f6";
const RULE = "#e5e7eb";

/** An email's two bodies. */
export interface EmailBodies {
  html: string;
  text: string;
}

const presentation = { role: "presentation", width: "100%", cellPadding: "0", cellSpacing: "0" } as const;
/** Valid on <th> in HTML and read by mail clients, though React's types offer it on <td> only. */
const alignTop = { valign: "top" } as const;

/** A paragraph: `tight` before a closely related one; `muted` for a small grey aside. */
export function Paragraph({ children, tight = false, muted = false }: { children: ReactNode; tight?: boolean; muted?: boolean }) {
  const style: CSSProperties = { margin: tight ? "0 0 12px" : "0 0 16px", ...(muted ? { color: MUTED, fontSize: "14px" } : {}) };
  return <p style={style}>{children}</p>;
}

export function Heading({ children }: { children: ReactNode }) {
  return <h2 style={{ margin: "20px 0 8px", fontSize: "18px", lineHeight: "1.3", color: GREEN }}>{children}</h2>;
}

/** A link drawn as a button, at least 44 px tall. Put buttons in a Paragraph, side by side. */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      style={{
        display: "inline-block",
        margin: "0 8px 8px 0",
        padding: "12px 18px",
        background: GREEN,
        color: "#ffffff",
        textDecoration: "none",
        fontWeight: "bold",
        borderRadius: "6px",
      }}
    >
      {children}
    </a>
  );
}

/** Text with its line breaks kept (control characters removed). */
export function Lines({ text }: { text: string }) {
  return cleanLines(text)
    .split("\n")
    .flatMap((line, i) => (i ? [<br key={i} />, line] : [line]));
}

/** Label and value, one row each; a string value keeps its line breaks. */
export function Rows({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <table
      role="presentation"
      cellPadding="0"
      cellSpacing="0"
      style={{ width: "100%", borderCollapse: "collapse", margin: "0 0 16px", fontSize: "16px" }}
    >
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={i}>
            <th align="left" {...alignTop} style={{ padding: "6px 12px 6px 0", fontWeight: "normal", color: MUTED, whiteSpace: "nowrap" }}>
              {label}
            </th>
            <td valign="top" style={{ padding: "6px 0", wordBreak: "break-word" }}>
              {typeof value === "string" ? <Lines text={value} /> : value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Priced lines: the item (which wraps on a phone) and its amount (which never does, right-aligned),
 * the last row as the total in bold.
 */
export function PriceRows({ rows }: { rows: readonly (readonly [label: string, amount: string])[] }) {
  return (
    <table
      role="presentation"
      cellPadding="0"
      cellSpacing="0"
      style={{ width: "100%", borderCollapse: "collapse", margin: "0 0 16px", fontSize: "16px" }}
    >
      <tbody>
        {rows.map(([label, amount], i) => {
          const total = i === rows.length - 1;
          return (
            <tr key={i}>
              <td
                valign="top"
                style={{
                  padding: "6px 12px 6px 0",
                  borderTop: total ? "1px solid #d1d5db" : undefined,
                  fontWeight: total ? "bold" : "normal",
                }}
              >
                {label}
              </td>
              <td
                align="right"
                valign="top"
                style={{
                  padding: "6px 0",
                  whiteSpace: "nowrap",
                  borderTop: total ? "1px solid #d1d5db" : undefined,
                  fontWeight: total ? "bold" : "normal",
                }}
              >
                {amount}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A numbered list; `tight` for short items such as file names. */
export function NumberedList({ items, tight = false }: { items: readonly ReactNode[]; tight?: boolean }) {
  return (
    <ol style={{ margin: "0 0 16px", paddingLeft: "20px" }}>
      {items.map((item, i) => (
        <li key={i} style={{ margin: tight ? "0 0 4px" : "0 0 6px" }}>
          {item}
        </li>
      ))}
    </ol>
  );
}

/** An image attached to the email, shown at the column's width. */
export function AttachedImage({ cid, alt }: { cid: string; alt: string }) {
  return (
    <Paragraph tight>
      <img
        src={`cid:${cid}`}
        alt={alt}
        width="560"
        style={{ display: "block", width: "100%", maxWidth: "560px", height: "auto", border: "0", borderRadius: "4px" }}
      />
    </Paragraph>
  );
}

/** The business's name, address, carrier registration and site: the last lines of every email. */
export function footerLines(siteUrl: string): string[] {
  const a = business.address;
  return [
    business.name,
    [a.street, a.locality, a.region, a.postcode].join(", "),
    `Registered waste carrier ${business.carrierRegistration}`,
    siteUrl,
  ];
}

/** A block of the plain-text part: a line, several lines, or nothing (left out). */
type TextBlock = string | readonly string[] | false | null | undefined;

/**
 * An email's plain-text part, the same way for every message: its blocks one blank line apart (an
 * empty block left out), then "--" and the footer's lines.
 */
export function plainTextEmail(siteUrl: string, blocks: readonly TextBlock[]): string {
  const kept = blocks.map((block) => (typeof block === "string" ? [block] : block || [])).filter((lines) => lines.length > 0);
  return [...kept.flatMap((lines) => ["", ...lines]).slice(1), "", "--", ...footerLines(siteUrl)].join("\n");
}

/** Label and value rows as text lines, each value on one line ("Address: 12 Oak Road, Crawley"). */
export const textRows = (rows: readonly (readonly [label: string, value: string])[]) =>
  rows.map(([label, value]) => `${label}: ${value.replace(/\n/g, ", ")}`);

function Footer({ siteUrl }: { siteUrl: string }) {
  const [name, address, carrier] = footerLines(siteUrl);
  return (
    <>
      <strong>{name}</strong>
      <br />
      {address}
      <br />
      {carrier}
      <br />
      <a href={siteUrl} style={{ color: GREEN }}>
        {siteUrl.replace(/^https?:\/\//, "")}
      </a>
    </>
  );
}

/** The blocks of an email, one per line of the HTML source. */
function blocks(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child, i) => (i ? ["\n", child] : [child]));
}

interface LayoutProps {
  /** The email's heading, and the title of its HTML document. */
  title: string;
  siteUrl: string;
  /** Blocks: paragraphs, headings, rows, lists, images. */
  children: ReactNode;
}

/** Every email's frame: header with the title, the blocks in a single column, footer; readable on a phone. */
export function EmailLayout({ title, siteUrl, children }: LayoutProps) {
  return (
    <table {...presentation} style={{ background: PAGE }}>
      <tbody>
        <tr>
          <td align="center" style={{ padding: "16px 8px" }}>
            {"\n"}
            <table
              {...presentation}
              style={{
                maxWidth: "600px",
                background: "#ffffff",
                borderRadius: "8px",
                fontFamily: "Arial,Helvetica,sans-serif",
                fontSize: "16px",
                lineHeight: "1.5",
                color: INK,
              }}
            >
              <tbody>
                <tr>
                  <td
                    style={{
                      padding: "16px 20px",
                      background: GREEN,
                      color: "#ffffff",
                      fontSize: "20px",
                      fontWeight: "bold",
                      borderRadius: "8px 8px 0 0",
                    }}
                  >
                    {title}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: "20px" }}>
                    {"\n"}
                    {blocks(children)}
                    {"\n"}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: "16px 20px", borderTop: `1px solid ${RULE}`, fontSize: "13px", lineHeight: "1.5", color: MUTED }}>
                    <Footer siteUrl={siteUrl} />
                  </td>
                </tr>
              </tbody>
            </table>
            {"\n"}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * React adds a <link rel="preload" as="image"> for each <img> it renders, ahead of the markup; a mail
 * client has no use for it. React escapes "<" in every text and attribute, so a "<link" can only be
 * one of these.
 */
function markup(node: ReactNode): string {
  return renderToStaticMarkup(node).replace(/^(?:<link rel="preload" as="image"[^<>]*\/>)+/, "");
}

/** An email's HTML part: the document around an <EmailLayout>, with its title in the head too. */
export function renderEmail(email: ReactElement<LayoutProps>): string {
  if (email.type !== EmailLayout) throw new TypeError("renderEmail takes an <EmailLayout>");
  return [
    "<!doctype html>",
    '<html lang="en-GB">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${markup(<title>{email.props.title}</title>)}</head>`,
    `<body style="margin:0;padding:0;background:${PAGE};">`,
    markup(email),
    "</body>",
    "</html>",
  ].join("\n");
}

/** How a customer with a quote or a booking reaches us, in a line. */
export const contactLine = `Call ${business.phoneDisplay} or WhatsApp ${business.whatsappDisplay}. ${hours.phone}.`;

/** WhatsApp without the site's "I'd like a free quote" greeting: these customers have their quote. */
const whatsappChat = `https://wa.me/${business.whatsappNumber}`;

/** Call and WhatsApp buttons for a customer who has a quote or a booking. */
export function ContactButtons() {
  return (
    <Paragraph>
      <Button href={telLink}>Call {business.phoneDisplay}</Button>
      <Button href={whatsappChat}>WhatsApp us</Button>
    </Paragraph>
  );
}

/** What a letter to a customer about their collection says: what happened, its rows, the lines after, a button if any. */
export interface CustomerLetter {
  title: string;
  siteUrl: string;
  intro: string;
  rows: readonly (readonly [label: string, value: string])[];
  after: readonly string[];
  button?: { href: string; label: string } | null;
}

/** A letter to a customer about their collection, as HTML and text, ending with how to reach us. */
export function customerLetter({ title, siteUrl, intro, rows, after, button }: CustomerLetter): EmailBodies {
  const html = renderEmail(
    <EmailLayout title={title} siteUrl={siteUrl}>
      <Paragraph tight>Hello,</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Rows rows={rows} />
      {after.map((line) => (
        <Paragraph key={line} tight>
          {line}
        </Paragraph>
      ))}
      {button && (
        <Paragraph>
          <Button href={button.href}>{button.label}</Button>
        </Paragraph>
      )}
      <Paragraph muted>{contactLine}</Paragraph>
      <ContactButtons />
    </EmailLayout>,
  );
  const text = plainTextEmail(siteUrl, ["Hello,", intro, textRows(rows), after, button && `${button.label}: ${button.href}`, contactLine]);
  return { html, text };
}
