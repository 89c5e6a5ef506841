import { createElement as h, Fragment, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AttachedImage, Button, EmailLayout, footerLines, Heading, NumberedList, Paragraph, renderEmail, Rows } from "./layout.server";

const hostile = `<script>alert(1)</script> & "q" 'a'`;
const hostileUrl = `https://www.example.com/?a=1&b="2"<x>`;

function email(siteUrl: string, title: string, ...blocks: ReactNode[]) {
  return renderEmail(h(EmailLayout, { title, siteUrl, children: blocks.map((block, key) => h(Fragment, { key }, block)) }));
}

/** An email built from the parts with a hostile value in every place one can go. */
function everyPart(value: string) {
  return email(
    hostileUrl,
    value,
    h(Paragraph, { children: value }),
    h(Paragraph, { tight: true, muted: true, children: value }),
    h(Heading, { children: value }),
    h(Rows, {
      rows: [
        [value, `${value}\n${value}`],
        ["Total", h("strong", null, value)],
      ],
    }),
    h(NumberedList, { items: [value, value] }),
    h(Paragraph, { children: h(Button, { href: `https://www.example.com/pay?x=${value}`, children: value }) }),
    h(AttachedImage, { cid: `photo-1.${value}@quote.mail`, alt: value }),
  );
}

describe("email layout", () => {
  it("escapes every value by construction, in text and in attributes", () => {
    const html = everyPart(hostile);
    expect(html).not.toContain("<script");
    expect(html).not.toContain('"q"');
    expect(html).not.toContain("<x>");
    // Title (head and header), two paragraphs, heading, row label, row value (twice), strong, two list items,
    // button's link and label, image's cid and alt.
    expect(html.split("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#x27;a&#x27;").length - 1).toBe(15);
    expect(html).toContain('href="https://www.example.com/pay?x=&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#x27;a&#x27;"');
    expect(html).toContain('<a href="https://www.example.com/?a=1&amp;b=&quot;2&quot;&lt;x&gt;"');
  });

  it("keeps line breaks of a value and drops its control characters", () => {
    const html = email("https://www.example.com", "T", h(Rows, { rows: [["Notes", "one\r\ntwo\u0000\u202e"]] }));
    expect(html).toContain(">one<br/>two</td>");
  });

  it("gives a mail client no preload hints for its images", () => {
    const html = email("https://www.example.com", "T", h(AttachedImage, { cid: "photo-1@quote.mail", alt: "A photo" }));
    expect(html).toContain('<img src="cid:photo-1@quote.mail" alt="A photo" width="560"');
    expect(html).not.toContain("<link");
    expect(html.startsWith('<!doctype html>\n<html lang="en-GB">\n<head><meta charset="utf-8">')).toBe(true);
  });

  it("ends every email with the business's name, address, carrier registration and site", () => {
    const html = email("https://www.example.com", "T", h(Paragraph, { children: "Hello" }));
    const [name, address, carrier] = footerLines("https://www.example.com");
    expect(carrier).toMatch(/^Registered waste carrier \S+$/);
    expect(html).toContain(`<strong>${name}</strong><br/>${address}<br/>${carrier}<br/><a href="https://www.example.com"`);
  });

  it("renders only a whole email", () => {
    expect(() => renderEmail(h(Paragraph, { children: "Hello" }) as never)).toThrow("renderEmail takes an <EmailLayout>");
  });
});
