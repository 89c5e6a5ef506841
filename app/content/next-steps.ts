import { constants } from "./business.ts";

/**
 * What happens after a quote request, worded once: the confirmation on the page and the
 * confirmation email list the same steps. `replyWhen` is the reply promise as each states it, a
 * wording from claims.ts.
 */
export const nextSteps = (replyWhen: string): string[] => [
  "We look at your description and any photos you sent.",
  `We reply ${replyWhen} with a fixed price.`,
  "Our reply has a link to see the price and choose your collection slot online.",
  `Contact us before ${constants.sameDayCutoff} for a same-day collection; next-day slots are subject to availability.`,
  "Quote your reference if you call or WhatsApp us.",
];
