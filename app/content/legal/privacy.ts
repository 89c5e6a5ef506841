/**
 * Privacy policy (last updated January 2025). Describes what the site really stores and
 * for how long; keep it in step with the quote form, the submit-quote handler and the server logs.
 */

import { business, constants } from "../business";
import { retention } from "../retention";
import type { LegalDocument } from "./types";

const address = [business.address.street, business.address.locality, business.address.region, business.address.postcode].join(", ");

export const privacy: LegalDocument = {
  title: "Privacy Policy",
  updated: constants.privacyUpdated,
  intro: [
    "This policy explains what personal information we collect through our website and when we carry out a clearance, why we collect it, how long we keep it and what your rights are. It is written to meet UK data protection law, including the UK GDPR and the Data Protection Act 2018.",
    "In short: we collect only what we need to quote for and carry out your clearance. Our website sets no cookies. We do not use analytics or advertising, and we never sell your data.",
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "1. Who we are",
      paragraphs: [
        `${business.legalName}, trading as ${business.name}, is the controller of your personal information. This means we decide how it is used and we are responsible for looking after it.`,
        `Our address is ${address}. We are registered in England and Wales, company number ${business.companyNumber}.`,
        `For anything about your data, email ${business.email} or call ${business.phoneDisplay}.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "2. What we collect through the quote form",
      paragraphs: ["When you ask for a quote on our website, we collect the following:"],
      list: [
        "your name",
        "your phone number",
        "your email address",
        "the postcode of the collection",
        "your preferred date and time, if you give one",
        "access notes, if you give them",
        "your description of what needs clearing",
        `up to ${constants.maxPhotos} photos, if you send them`,
        "a record of the consent you gave to be contacted by phone, email or text about your quote request",
      ],
    },
    {
      id: "photos",
      heading: "3. Your photos",
      paragraphs: [
        "Photos help us give you an accurate, fixed price. We store them as files alongside your quote request.",
        "Photos taken on a phone often contain hidden location data (EXIF and GPS metadata) showing where they were taken. We strip this location metadata from the photos we store.",
        "Where you can, photograph only the waste. If a photo happens to show people, papers or a number plate, we use it only to price the job.",
      ],
    },
    {
      id: "how-we-use-it",
      heading: "4. How we use it and our lawful basis",
      paragraphs: [
        "We use the information from the quote form to reply with a quote and to arrange your collection. We do not use it for marketing, and we do not make automated decisions about you.",
        "Our lawful bases under the UK GDPR are:",
      ],
      list: [
        "Steps taken at your request before entering into a contract (Article 6(1)(b)). You ask us for a quote, and we need your details to give one and to book the work.",
        "Your consent (Article 6(1)(a)) to be contacted by phone, email or text about your quote request. You give this when you tick the consent box, and you can withdraw it at any time.",
        "Legal obligation (Article 6(1)(c)) for the job records, waste transfer notes and invoices we must keep once a job goes ahead.",
        "Our legitimate interest (Article 6(1)(f)) in keeping the website secure and stopping abuse, for the server logs and rate limiting described in section 6.",
      ],
    },
    {
      id: "emails",
      heading: "5. Emails we send",
      paragraphs: [
        "When you send a quote request, a copy of it, with the details you entered and your photos, is emailed to our office so that we can reply quickly.",
        "A short confirmation is emailed to you at the address you gave. It gives your reference and how to reach us, and does not repeat what you entered or include your photos. We send at most two confirmations to one address in a day.",
        "Both emails are sent through our email provider.",
      ],
    },
    {
      id: "server-logs",
      heading: "6. Server logs and abuse prevention",
      paragraphs: [
        "Like most websites, our server keeps a log of each request it receives. Each entry records the time, the page requested and whether it was answered. Entries about quote requests give the quote's reference, never your name or contact details. We keep these logs for 30 days for security, then delete them.",
        "When the server turns a request away (too many requests from one address, a form sent from another website, an upload that is too large or is not a photo, or a request that looks automated), the log entry also records the IP address it came from.",
        `When someone sends a quote request, we keep the IP address (for IPv6, the first half, which identifies the connection rather than the device) with a one-hour counter. This limits how many requests can be sent from one address and stops abuse of the form. This is known as rate limiting. The IP address is deleted after ${retention.rateLimitHours} hours.`,
        `A request that our checks judge to be automated (spam) is kept for ${retention.spamDays} days, so that we can find it if it came from a real customer, and then deleted with its photos. No emails are sent for it.`,
      ],
    },
    {
      id: "cookies",
      heading: "7. Cookies, analytics and advertising",
      paragraphs: [
        "Our website sets no cookies at all. We do not use tracking cookies, analytics or advertising tools. That is why you will not see a cookie banner.",
        "We link to our customer reviews on an independent review site. If the reviews widget is switched on, it is loaded from the review provider and is subject to the provider's own privacy policy. Otherwise there is only a link to the reviews site, and nothing is loaded from it unless you follow the link.",
        "If you contact us on WhatsApp, WhatsApp's own privacy policy applies to how it handles your messages.",
      ],
    },
    {
      id: "sharing",
      heading: "8. Who we share it with",
      paragraphs: [
        "We do not sell your data, and we do not share it with anyone for marketing.",
        "Our hosting provider and email provider act as our processors. They may use your data only on our instructions and must keep it secure. We share your data only with:",
      ],
      list: [
        "our hosting provider, which runs the website, the database and the photo storage for us",
        "our email provider, which sends the office copy of your request and your confirmation",
        "authorities such as the Environment Agency, HMRC or the police, where the law requires it",
      ],
    },
    {
      id: "storage-and-security",
      heading: "9. Where your data is stored and how we protect it",
      paragraphs: [
        "Quote requests are stored in our database, and photos are stored as files, on servers in the UK/EU region.",
        "If a provider processes personal data outside the UK, we make sure it is protected by UK adequacy regulations or another safeguard the law accepts, such as the UK International Data Transfer Agreement.",
        "Only the people who need your details to quote for and carry out your clearance can see them.",
      ],
    },
    {
      id: "retention",
      heading: "10. How long we keep it",
      paragraphs: ["We keep personal information only for as long as we need it:"],
      list: [
        `Quote requests that do not become a booking are deleted, with their photos, ${retention.enquiryMonths} months after we received them.`,
        `For jobs that go ahead, we keep the job record and the waste transfer note for ${retention.jobYears} years, as waste law requires. Waste transfer notes must be kept for at least two years.`,
        `We keep invoices, and the record of a payment taken at collection (the job's reference, the amount, the day and how it was paid, without your name or contact details), for ${retention.salesRecordYears} years: tax law requires 6 years from the end of the financial year.`,
        "Server logs are deleted after 30 days.",
        `We keep encrypted backups of our records, so that a failure cannot lose them, for up to ${retention.backupMonths} months. Something deleted from our systems stays in the backups made before it was deleted until they expire, at most ${retention.backupMonths} months later, and is used only to recover from a failure.`,
        `IP addresses kept for rate limiting are deleted after ${retention.rateLimitHours} hours.`,
        `Requests judged to be spam are deleted, with their photos, after ${retention.spamDays} days.`,
      ],
    },
    {
      id: "your-rights",
      heading: "11. Your rights",
      paragraphs: [
        `Under UK data protection law you have the rights listed below. To use any of them, email ${business.email} or call ${business.phoneDisplay}. There is no charge. We will reply within one month, and we may need to check your identity first.`,
        "Some rights have limits. For example, we cannot delete a waste transfer note or an invoice before the end of the period the law requires us to keep it.",
        "You have the right to:",
      ],
      list: [
        "access the personal information we hold about you",
        "have inaccurate information corrected (rectification)",
        "have your information deleted (erasure)",
        "ask us to restrict how we use it",
        "object to how we use it",
        "receive your information in a portable format, or have it sent to another organisation (portability)",
        "withdraw your consent at any time. This does not affect anything we did before you withdrew it.",
      ],
    },
    {
      id: "complaints",
      heading: "12. Complaints",
      paragraphs: [
        "If you are unhappy with how we have handled your data, please tell us first so that we can put it right.",
        "You also have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data protection. Visit ico.org.uk or call 0303 123 1113.",
      ],
    },
    {
      id: "changes",
      heading: "13. Changes to this policy",
      paragraphs: [
        "We will update this policy if what we collect, or how we use it, changes. The date at the top of this page shows when it was last updated.",
      ],
    },
  ],
};
