import { business } from "../../../content/business";
import { Button, EmailLayout, plainTextEmail, Paragraph, renderEmail, type EmailBodies } from "../../mail/layout.server";

/*
 * The email the day after a collection asking the customer for a review: one per job, linking the
 * business's review page (business data). Its HTML part is this component; the text part says the
 * same.
 */

export interface ReviewMail {
  siteUrl: string;
  reference: string;
  /** "Tuesday 24 November". */
  day: string;
}

const TITLE = "How did we do?";

export function reviewEmail(m: ReviewMail): EmailBodies & { subject: string } {
  const intro = `Thank you for choosing ${business.name} for your collection ${m.reference} on ${m.day}.`;
  const ask =
    "If you have a minute, a short review helps other people find a licensed carrier they can trust, and tells us what to keep doing and what to do better.";
  const never = "This is the only time we will ask about this collection.";
  const html = renderEmail(
    <EmailLayout title={TITLE} siteUrl={m.siteUrl}>
      <Paragraph tight>Hello,</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{ask}</Paragraph>
      <Paragraph>
        <Button href={business.reviewsUrl}>Leave a review</Button>
      </Paragraph>
      <Paragraph muted>{never}</Paragraph>
    </EmailLayout>,
  );
  const text = plainTextEmail(m.siteUrl, ["Hello,", intro, ask, `Leave a review: ${business.reviewsUrl}`, never]);
  return { subject: `${TITLE} Your collection ${m.reference}`, html, text };
}
