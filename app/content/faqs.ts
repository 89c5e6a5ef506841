import type { FaqItem } from "./types";
import { claim } from "./claims";

/** The home page's five questions: same-day service, pricing, bulky items, loading, licensing. */
export const homeFaqs: FaqItem[] = [
  {
    question: "Do you offer same-day rubbish collection?",
    answer:
      "Yes. Contact us before 10am and we can usually collect the same day. After 10am we offer next-day slots, subject to availability.",
  },
  {
    question: "How much does rubbish clearance cost?",
    answer: `Prices start from £49 for a single item, with a minimum charge of £100 for a load. A quarter van is from £100, a half van from £200 and a full van from £350. Send photos and we'll reply with a fixed price ${claim("reply.when")}.`,
  },
  {
    question: "Can you take bulky items like sofas, fridges and mattresses?",
    answer:
      "Yes. We take furniture, white goods, mattresses and sofas. Fridges, freezers, mattresses and upholstered items carry an extra charge because of how they must be disposed of, and we list it in your quote.",
  },
  {
    question: "Do I need to carry everything outside?",
    answer:
      "No. Our two-person crew loads from wherever the waste is: the loft, the garden, an upstairs flat. Loading is included in the price, and we sweep up afterwards.",
  },
  {
    question: "Are you a licensed waste carrier?",
    answer:
      "Yes. We are an Environment Agency licensed waste carrier and fully insured. You receive a digital waste transfer note for every job, which shows your waste was disposed of lawfully.",
  },
];

/** Two more for a town we have no page for, so its page has five questions too. */
export const unlistedAreaFaqs: FaqItem[] = [
  {
    question: "Do you cover my town if it isn't listed?",
    answer:
      "Very likely. We clear homes and businesses within 30 miles of RH10. Call or WhatsApp us with your postcode and we'll confirm straight away.",
  },
  {
    question: "What can't you take?",
    answer:
      "We can't take asbestos, chemicals, liquid paint, gas bottles or clinical waste. Fridges, freezers, mattresses, sofas, tyres and fluorescent tubes we do take, for an extra charge listed in your quote.",
  },
];

/** The three generic questions on every area page, worded for the town. */
export function areaFaqs(town: string): FaqItem[] {
  return [
    {
      question: `Do you offer same-day rubbish removal in ${town}?`,
      answer: `Yes. Contact us before 10am and we can usually reach ${town} the same day; after that, we offer next-day slots subject to availability.`,
    },
    {
      question: `How much does rubbish clearance in ${town} cost?`,
      answer: `The same as everywhere we cover: from £49 for a single item, a quarter van from £100, half a van from £200 and a full van from £350. Send photos for a fixed price ${claim("reply.when")}.`,
    },
    {
      question: "Will I get a waste transfer note?",
      answer: `Yes. As an Environment Agency licensed waste carrier we email a digital waste transfer note after every job. ${claim("recycling.sentence")}`,
    },
  ];
}
