import { bookingEmails, reviewEmails } from "../booking/emails/compose.server";
import type { EmailComposer } from "../mail/outbox.server";
import { quoteEmails } from "../quotes/emails/compose.server";
import { scheduleEmails } from "../schedule/emails/compose.server";
import { crewEmails } from "../schedule/emails/crew.server";
import { noteEmails } from "../waste/emails/compose.server";

/** Every feature's emails, for the outbox: each outbox row's template is made by one of them. */
export function emailComposers(): EmailComposer[] {
  return [quoteEmails, bookingEmails, reviewEmails, scheduleEmails, crewEmails, noteEmails];
}
