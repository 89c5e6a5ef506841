import { claim } from "./claims";
/** The quote form's notices, worded exactly as the business wants them. */
export const notices = {
  failure: {
    title: "Error",
    description: "Failed to submit quote request. Please try again or contact us directly.",
  },
  dialogSuccess: {
    title: "Quote Request Sent!",
    description: `We'll get back to you ${claim("reply.when")}. For urgent requests, please WhatsApp us.`,
  },
  contactSuccess: {
    title: "Message Sent!",
    description: `We'll get back to you ${claim("reply.when")}. For urgent requests, please call or WhatsApp us.`,
  },
} as const;
