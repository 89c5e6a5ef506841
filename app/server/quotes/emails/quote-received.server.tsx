import { business, hours, telLink, whatsappLink } from "../../../content/business";
import {
  Button,
  EmailLayout,
  plainTextEmail,
  Heading,
  NumberedList,
  Paragraph,
  renderEmail,
  type EmailBodies,
} from "../../mail/layout.server";
import { claim } from "../../../content/claims";
import { nextSteps } from "../../../content/next-steps";

/**
 * The customer's confirmation that their quote request arrived. It carries our reference and
 * nothing the visitor typed: anyone can type anyone's address into the form.
 */
export interface QuoteReceivedMail {
  siteUrl: string;
  reference: string;
}

/** The steps, with the reply promise as the records back it when the email is written. */
const steps = () => nextSteps(claim("reply.whenBusiness"));
const collectionHours = hours.collections.map((h) => `${h.days} ${h.label}`).join(", ");
const notYou =
  "If you did not ask us for a quote, someone may have typed your address by mistake: you can ignore this email, and we won't write again unless you contact us.";

function quoteReceivedHtml(m: QuoteReceivedMail): string {
  return renderEmail(
    <EmailLayout title="We've received your quote request" siteUrl={m.siteUrl}>
      <Paragraph tight>Hello,</Paragraph>
      <Paragraph tight>
        Thank you for asking {business.name} for a quote. We have received your request. Your reference is <strong>{m.reference}</strong>.
      </Paragraph>
      <Heading>What happens next</Heading>
      <NumberedList items={steps()} />
      <Paragraph>
        <Button href={telLink}>Call {business.phoneDisplay}</Button>
        <Button href={whatsappLink}>WhatsApp us</Button>
      </Paragraph>
      <Paragraph>
        {hours.phone}. Collections: {collectionHours}.
      </Paragraph>
      <Paragraph muted>{notYou}</Paragraph>
    </EmailLayout>,
  );
}

function quoteReceivedText(m: QuoteReceivedMail): string {
  return plainTextEmail(m.siteUrl, [
    "Hello,",
    `Thank you for asking ${business.name} for a quote. We have received your request. Your reference is ${m.reference}.`,
    ["What happens next", ...steps().map((step, i) => `${i + 1}. ${step}`)],
    [`Call: ${business.phoneDisplay} (${telLink})`, `WhatsApp: ${whatsappLink}`, `${hours.phone}. Collections: ${collectionHours}.`],
    notYou,
  ]);
}

export function quoteReceivedEmail(m: QuoteReceivedMail): EmailBodies {
  return { html: quoteReceivedHtml(m), text: quoteReceivedText(m) };
}
