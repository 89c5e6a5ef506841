/**
 * Four customer testimonials for the About page, with star ratings. Each is a placeholder until it is
 * replaced by a real review and its link (`npm run check:launch` lists them).
 */

import type { Testimonial } from "./types";

export const testimonials: Testimonial[] = [
  {
    name: "Sarah M.",
    location: "Crawley",
    rating: 5,
    source: "placeholder",
    text: "I sent photos of my mum's bungalow on a Monday morning and had a fixed price within the hour. Two of the team cleared the lot, including a heavy wardrobe and an old fridge, in under three hours. They swept every room before leaving, and the waste transfer note arrived by email that evening.",
  },
  {
    name: "James T.",
    location: "Horsham",
    rating: 5,
    source: "placeholder",
    text: "After our bathroom refit we had about twenty bags of rubble and old tiles. I rang before nine and they collected the same afternoon. The price matched the quote exactly. They carried everything down the side passage without marking the fence, and I got a proper waste transfer note for my records.",
  },
  {
    name: "Priya K.",
    location: "Brighton",
    rating: 5,
    source: "placeholder",
    text: "Our tenants left a flat in Kemp Town full of furniture, a mattress and a lot of bin bags. I sent photos over WhatsApp from work, and the crew cleared it the next morning while I was at the office. They sent me photos of the empty rooms and a digital waste transfer note.",
  },
  {
    name: "David R.",
    location: "Reigate",
    rating: 4,
    source: "placeholder",
    text: "We needed an old shed and a pile of hedge cuttings taken away. Good value, and the crew were polite and quick. They arrived about 40 minutes after the slot we agreed, but they rang ahead to tell us. The drive was cleaner when they left than before they came.",
  },
];
