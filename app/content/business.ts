// With its extension: plain-Node scripts (the social images, the coastline map) load this file.
import { hoursRows, type SlotDefinition } from "./collection-week.ts";

/**
 * The business as data. Until the real name, numbers and addresses are supplied, the placeholders here use
 * Ofcom's drama ranges and example.com, and live in this one file only.
 */

export const business = {
  name: "Clearwell Waste Clearance",
  shortName: "Clearwell",
  legalName: "Clearwell Waste Clearance Ltd",
  /** Shown to visitors. */
  phoneDisplay: "07700 900123",
  /** E.164 for tel: links and structured data. */
  phoneE164: "+447700900123",
  whatsappDisplay: "07700 900123",
  /** Digits only, international form, for wa.me links. */
  whatsappNumber: "447700900123",
  whatsappMessage: "Hi, I'd like a free quote for a clearance. I can send photos.",
  email: "quotes@example.com",
  staffEmail: "office@example.com",
  mailFrom: "Clearwell Waste Clearance <quotes@example.com>",
  address: {
    street: "Unit 4, Fleming Way",
    locality: "Crawley",
    region: "West Sussex",
    postcode: "RH10 9NB",
    country: "GB",
  },
  geo: { lat: 51.1176, lng: -0.1562 },
  basePostcodeDistrict: "RH10",
  serviceRadiusMiles: 30,
  /** Environment Agency waste carrier registration (placeholder until the real number is supplied). */
  carrierRegistration: "CBDU000000",
  companyNumber: "00000000",
  reviewsUrl: "https://www.example.com/reviews/clearwell-waste-clearance",
} as const;

/** A WhatsApp chat with the business, the message typed in for the customer to send or change. */
export const whatsappLinkWith = (message: string) => `https://wa.me/${business.whatsappNumber}?text=${encodeURIComponent(message)}`;
export const whatsappLink = whatsappLinkWith(business.whatsappMessage);
export const telLink = `tel:${business.phoneE164}`;
export const mailtoLink = `mailto:${business.email}`;

/** The business's constants: limits, promises, prices and terms. */
export const constants = {
  serviceRadiusMiles: 30,
  maxPhotos: 10,
  maxPhotoMb: 20,
  replyWithinHours: 2,
  sameDayCutoff: "10am",
  priceFrom: 49,
  minimumCharge: 100,
  certifiedWeightNoticeHours: 72,
  lateAdminFeePerWeek: 50,
  lateSurchargePercent: 7,
  cancellationNoticeHours: 24,
  privacyUpdated: "January 2025",
} as const;

/** The claims, worded exactly as the business makes them. */
export const claims = {
  licensed: "Environment Agency licensed waste carrier, fully insured",
  footerLicensed: "Environment Agency Licensed Waste Carrier | Fully Insured",
  /** Phone and messages, not collections (the collection hours are below). */
  available: "Calls and messages answered 24/7",
  transferNotes: "Digital waste transfer notes",
  sameDay: "Same-day collection if you contact us before 10am; next-day slots subject to availability",
  fixedPrices: "Photo quotes with fixed prices",
} as const;

/**
 * The collection week, one definition: the slots the crews work, each with the weekdays it runs and
 * its times on them, UK time. Everything else follows from it (app/content/collection-week.ts): the
 * collection hours below (shown on /contact and /about, in the terms, the quote confirmation and the
 * structured data), the slots offered to customers and to staff, the schedule, the reminder and the
 * .ics, and the business hours the reply promise is measured in (each day's first slot's start to
 * its last slot's end; bank holidays closed). Slot ids are stored with each booking: never rename
 * one; a new slot gets a new id (decision 37).
 */
export const collectionWeek: readonly SlotDefinition[] = [
  {
    id: "morning",
    label: "Morning",
    times: [
      { weekdays: [1, 2, 3, 4, 5, 6], start: "07:00", end: "12:00" },
      { weekdays: [0], start: "08:00", end: "12:00" },
    ],
  },
  { id: "afternoon", label: "Afternoon", times: [{ weekdays: [0, 1, 2, 3, 4, 5, 6], start: "12:00", end: "17:00" }] },
  { id: "evening", label: "Evening", times: [{ weekdays: [1, 2, 3, 4, 5, 6], start: "17:00", end: "19:00" }] },
];

/**
 * Hours: phone and WhatsApp are answered 24/7 (footer, home, terms, structured data); collections
 * run to the collection week's hours ("Monday to Saturday 7am – 7pm", "Sunday 8am – 5pm").
 */
export const hours = {
  phone: "Phone and WhatsApp answered 24/7",
  collections: hoursRows(collectionWeek),
} as const;

/**
 * Same-day collections: a booking made before the cut-off, UK time (Europe/London: GMT, or BST in
 * summer), on a collection day is collected that day; later bookings go to the next collection day.
 * `constants.sameDayCutoff` is the same time as visitors read it.
 */
export const sameDay = {
  cutoff: "10:00",
  timeZone: "Europe/London",
} as const;
