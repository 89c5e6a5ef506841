import { customerLetter, type EmailBodies } from "../../mail/layout.server";

/*
 * The emails the office and the crews send about a booked job, each a component (its HTML part) and
 * the same message as plain text: a move made by the office, "on my way" on the day, and the
 * reminder the evening before. They carry only what the customer gave us and what we priced.
 */

interface JobForMail {
  reference: string;
  /** "Wednesday 25 November, morning (7am–12pm)". */
  slot: string;
  /** The slot before a move. */
  previousSlot?: string;
  /** The collection address, one part a line. */
  address: string;
  /** The fixed price to pay at collection, "£180.00". */
  total: string;
}

export type ScheduleEmailKind = "staff-moved" | "on-my-way" | "reminder";

export interface ScheduleMail {
  siteUrl: string;
  kind: ScheduleEmailKind;
  /** The customer's page, when the email carries a link to it (a move, "on my way"). */
  link?: string | null;
  job: JobForMail;
}

const TITLES: Record<ScheduleEmailKind, string> = {
  "staff-moved": "We have moved your collection",
  "on-my-way": "Our crew is on the way",
  reminder: "Your collection is tomorrow",
};

function content(m: ScheduleMail): { intro: string; rows: [string, string][]; after: string[] } {
  const { job } = m;
  const rows: [string, string][] = [
    ["Reference", job.reference],
    ["When", job.slot],
    ...(job.previousSlot ? ([["Was", job.previousSlot]] as [string, string][]) : []),
    ["Address", job.address],
    ["To pay at collection", job.total],
  ];
  switch (m.kind) {
    case "staff-moved":
      return {
        intro: `We have had to move your collection ${job.reference} to the slot below. The calendar file attached replaces the old one.`,
        rows,
        after: [
          m.link
            ? "If the new time does not suit you, choose another on your booking page (the button below), or call us."
            : "If the new time does not suit you, call us and we will find another.",
          "The fixed price is unchanged; payment is due at the time of collection.",
        ],
      };
    case "on-my-way":
      return {
        intro: `Our crew is on the way to you now for your collection ${job.reference}.`,
        rows: rows.filter(([label]) => label !== "When"),
        after: [
          "Please make sure the items can be reached, and that there is somewhere for the van to stop.",
          "Payment of the fixed price is due at the time of collection.",
        ],
      };
    case "reminder":
      return {
        intro: `A reminder that your collection ${job.reference} is tomorrow.`,
        rows,
        after: [
          "The crew arrive within the slot and will let you know when they are on the way.",
          "Please make sure the items can be reached, and that there is somewhere for the van to stop.",
          "Payment of the fixed price is due at the time of collection.",
          "If you need to change or cancel, call us as soon as you can: a cancellation fee may apply this close to the slot.",
        ],
      };
  }
}

/** One of the three emails, as HTML and text, with its subject. */
export function scheduleEmail(m: ScheduleMail): EmailBodies & { subject: string } {
  const { intro, rows, after } = content(m);
  const title = TITLES[m.kind];
  const button = m.link ? { href: m.link, label: "See your booking" } : undefined;
  const { html, text } = customerLetter({ title, siteUrl: m.siteUrl, intro, rows, after, button });
  const subject = m.kind === "on-my-way" ? `${title} - ${m.job.reference}` : `${title}: ${m.job.slot} - ${m.job.reference}`;
  return { subject, html, text };
}
