import type { QuoteForMail } from "../../app/server/quotes/emails/compose.server";

/** The request the quote emails' tests compose from, with the previews each test hands over. */
export function sampleQuote(
  previews: [QuoteForMail["photos"][number]["preview"], QuoteForMail["photos"][number]["preview"]],
  overrides: Partial<QuoteForMail> = {},
): QuoteForMail {
  return {
    reference: "Q-2611-4F7K",
    name: "Jane Smith",
    phone: "+447700900123",
    email: "jane.smith@example.com",
    postcode: "RH10 1AA",
    town: "Crawley",
    preferredDatetime: "2026-11-24T10:00",
    accessNotes: "Side gate, code 1234",
    description: "Old sofa and a wardrobe.\nAlso some garden waste.",
    createdAt: new Date("2026-11-23T09:30:00Z"),
    photos: [
      { originalName: "garage.jpg", preview: previews[0], bytes: 2_400_000 },
      { originalName: "IMG_0001.HEIC", preview: previews[1], bytes: 3_100_000 },
      { originalName: "pending.jpg", preview: null, bytes: 900_000 },
    ],
    ...overrides,
  };
}
