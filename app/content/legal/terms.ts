/**
 * Terms and conditions for the clearance service. England and Wales law.
 * Numbers come from business.ts so the page and the rest of the site never disagree.
 */

import { business, constants, hours } from "../business";
import type { LegalDocument } from "./types";
import { claim } from "../claims";

const address = [business.address.street, business.address.locality, business.address.region, business.address.postcode].join(", ");

const collectionHours = hours.collections.map((h) => `${h.days} ${h.label}`).join(", and ");

export const terms: LegalDocument = {
  title: "Terms and Conditions",
  updated: "January 2025",
  intro: [
    `These terms apply to every waste and rubbish clearance that ${business.name} carries out. Please read them before you book. By booking a collection with us, you agree to them.`,
    "They do not affect your statutory rights as a consumer. Nothing in them takes away a right the law gives you.",
    `If anything here is unclear, call us on ${business.phoneDisplay} or email ${business.email} and we will explain it.`,
  ],
  sections: [
    {
      id: "definitions",
      heading: "1. Who we are and what words mean",
      paragraphs: [
        `${business.name} is the trading name of ${business.legalName}, a company registered in England and Wales (company number ${business.companyNumber}). Our address is ${address}.`,
        `We are registered with the Environment Agency as a waste carrier. Our registration number is ${business.carrierRegistration}.`,
        "In these terms, the following words have these meanings:",
      ],
      list: [
        `“We”, “us” and “our” mean ${business.legalName}, trading as ${business.name}.`,
        "“You” and “your” mean the person, business or organisation that books the service with us.",
        "“Services” means collecting, loading, transporting and disposing of waste, and any related work we agree to do.",
        "“Collection” means a visit to your address to carry out the services.",
        "“Estimate” means a guide price given without a full view of the waste, for example over the phone.",
        "“Quotation” means a fixed price for a described load, given to you in writing.",
        "“In writing” includes email, text message and WhatsApp.",
        "“Account holder” means a customer with a credit account that we have approved in writing.",
        "“Waste transfer note” means the document that records the transfer of waste from you to us, as the law requires.",
        "“Collection hours” means the hours set out in section 2 during which we carry out collections.",
      ],
    },
    {
      id: "service-and-hours",
      heading: "2. Our service and hours",
      paragraphs: [
        "Our service is available 24/7. Phone and WhatsApp are answered 24 hours a day, 7 days a week, so you can ask for a quote or book a collection at any time.",
        `Collections are booked within our collection hours: ${collectionHours}.`,
        `If you contact us before ${constants.sameDayCutoff}, we can often collect the same day. Same-day and next-day slots are subject to availability. A booking is confirmed only when we confirm the date and time to you in writing.`,
        `We cover addresses within ${constants.serviceRadiusMiles} miles of our base in ${business.basePostcodeDistrict}. We may agree to work further away. If so, we will tell you about any extra charge for the distance before you book.`,
      ],
    },
    {
      id: "quotations",
      heading: "3. Estimates and quotations",
      paragraphs: [
        "We give two kinds of price: estimates and quotations.",
        "An estimate is a guide only. We may give one over the phone or from a short description. An estimate is not a quotation unless we give it to you in writing as a quotation.",
        "A quotation is a fixed price for the load it describes. We base it on your photos and description, the access you tell us about and the collection date. The best way to get a fixed price is to send clear photos of everything that needs to go.",
        "The quoted price stays fixed as long as the load matches what we were shown and told. If on the day there is more waste, heavier waste, different waste or harder access than described, we will tell you the revised price before we start loading. You can accept the new price, or ask us to take only what was quoted. We will not add charges without telling you first.",
        "Our prices include loading, transport, disposal fees and VAT where it applies, unless the quotation says otherwise.",
      ],
    },
    {
      id: "pricing",
      heading: "4. How we price a collection",
      paragraphs: [
        "We price each collection by van load, weight and space. The space your waste takes up in our van sets the starting point. Heavy waste, such as soil, rubble, bricks and concrete, can reach the van's weight limit before it fills the space, so we also price by weight.",
        `Our minimum charge for a load clearance is £${constants.minimumCharge}. A collection of a single item, such as one wardrobe or one washing machine, is priced on its own from £${constants.priceFrom}, as shown on our pricing page.`,
        "Loads between half and three-quarters of a van are priced between our half-van and three-quarter-van prices, according to the space they take up.",
        `If you need a certified weight for your load, for example for your own records or a site audit, you must tell us at least ${constants.certifiedWeightNoticeHours} hours before the collection. This gives us time to arrange for the load to be weighed on a certified weighbridge. We will tell you about any charge for this before the collection.`,
        "Example prices are shown on our pricing page. They are a guide. The price for your collection is the one in your quotation.",
      ],
    },
    {
      id: "extra-charges",
      heading: "5. Items that cost extra",
      paragraphs: [
        "Some items need separate handling or specialist disposal, so we charge extra for them. The extra charge reflects the cost of dealing with the item lawfully.",
        "We will show these charges in your quotation. If an item was not shown to us, we will tell you the charge before we load it. The items are:",
      ],
      list: [
        "Fridges and freezers. They contain refrigerant gases that must be recovered at a licensed facility before the rest of the unit is recycled.",
        "Mattresses. They are bulky and have to be taken apart so that the springs, foam and fabric can be dealt with separately.",
        "Car tyres. Tyres cannot go to landfill and must go to a licensed tyre processor.",
        "Fluorescent tubes. They contain mercury, are classed as hazardous waste and must be kept whole and separate from other waste.",
        "Sofas and other upholstered items, such as armchairs, sofa beds, footstools and upholstered chairs. Since 2023, regulations on persistent organic pollutants (POPs) mean this waste must be kept separate and incinerated. It cannot be landfilled or recycled.",
      ],
    },
    {
      id: "items-we-cannot-take",
      heading: "6. Items we cannot take",
      paragraphs: [
        "We cannot collect the items listed below. Please keep them apart from the waste you want us to take, and tell us before we load if you think any of them are in the load.",
        "If we find one of these items, we will leave it with you. If one is hidden in the load and we only find it later, you must pay the reasonable cost of disposing of it lawfully. Where the law requires it, we will report it to the Environment Agency or the local council.",
        "We are happy to suggest a licensed specialist for anything on this list.",
      ],
      list: [
        "Asbestos in any form, or any material you suspect contains asbestos. This includes asbestos cement sheets, garage roofs, pipes, flues, old floor tiles and some textured coatings. Asbestos must be removed by a licensed specialist.",
        "Hazardous chemicals, including solvents, pesticides, weedkillers, acids and pool chemicals.",
        "Liquid paint, oil, fuel and other liquids. Empty, dry paint tins are fine.",
        "Gas bottles, gas cylinders and fire extinguishers.",
        "Clinical and medical waste, including needles and other sharps.",
        "Explosives, ammunition, fireworks and flares.",
        "Vehicle batteries, and any machine with fuel still in it, such as a petrol lawnmower.",
        "Any other waste classed as hazardous that we have not agreed in writing to take.",
      ],
    },
    {
      id: "access",
      heading: "7. Access and your responsibilities",
      paragraphs: [
        "You must make sure we can reach the waste safely and lawfully. If we cannot carry out a collection because we cannot get access, or because no one is there as agreed, section 10 applies as if you had cancelled late.",
        "You agree to:",
      ],
      list: [
        "give us an accurate description of the waste, and clear photos if you want a fixed price;",
        "tell us about stairs, long carries, narrow paths, lifts and anything else that affects loading;",
        "make sure there is a legal place for our van to park close to the waste, and arrange any parking permit or bay suspension needed. We will agree the cost of any permit or parking charge with you in advance;",
        "make sure you own the waste, or have the owner's permission to dispose of it, for example as a landlord, tenant, executor or agent;",
        "remove anything you want to keep, and tell us clearly what is to go and what is to stay;",
        "make sure someone is there at the start of the collection, or agree other arrangements with us in advance;",
        "keep children and pets clear of the work area while we load.",
      ],
    },
    {
      id: "collection",
      heading: "8. Collection and waste transfer notes",
      paragraphs: [
        "Our crew will load the waste, sweep up and leave the area tidy. We take reasonable care of your property while we work, including floors, walls, doorways and gardens.",
        "Once an item is loaded into our van, it becomes our property and we cannot return it. Please check carefully before the crew leaves.",
        `We take waste to licensed sites for reuse, recycling or disposal. ${claim("recycling.sentence")}`,
        `The law says that anyone who passes on waste must give it to an authorised person. This is the waste duty of care in section 34 of the Environmental Protection Act 1990. Our Environment Agency waste carrier registration number is ${business.carrierRegistration}. You can check it on the public register on GOV.UK.`,
        "We issue a digital waste transfer note for every collection. It records what we collected, where from, when, and our registration details. We send it to you by email.",
        "Business customers must keep waste transfer notes for at least two years. Householders also have a duty to check that their waste goes to a registered carrier, and keeping the note is the simplest way to show that you did. We keep our own copy for at least two years.",
      ],
    },
    {
      id: "payment",
      heading: "9. Payment",
      paragraphs: [
        "Payment is due at the time of collection, unless we have agreed otherwise with you or you are an account holder. We will tell you how you can pay when you book.",
        "Account holders must pay each invoice by the date shown on it.",
        `If an account holder pays late, we may charge an administration fee of £${constants.lateAdminFeePerWeek} for each week the payment is overdue, plus a surcharge of ${constants.lateSurchargePercent}% of the amount owed.`,
        "We may pause collections on an account while a payment is overdue.",
        "If you disagree with part of an invoice, tell us as soon as you can and pay the part you do not dispute. We will look into the rest promptly.",
      ],
    },
    {
      id: "cancellation",
      heading: "10. Cancelling or changing a booking",
      paragraphs: [
        `You can cancel or move a collection free of charge if you give us at least ${constants.cancellationNoticeHours} hours' notice before the booked time. Call, WhatsApp or email us.`,
        "If you give less notice, a cancellation fee may apply. The fee reflects the costs we have reasonably incurred, for example a crew and van already allocated to your collection that we cannot use for another job. It will not be more than those costs.",
        "If you are a consumer and book by phone, WhatsApp, email or through our website, you also have a legal right to cancel within 14 days of booking under the Consumer Contracts Regulations 2013. If you ask us to collect within those 14 days, you are asking us to start the service during that period. If you then cancel, you must pay for any work already done. Once the collection is complete, the right to cancel ends.",
        "Sometimes we may need to move a collection because of severe weather, a vehicle breakdown or another event outside our control. If so, we will tell you as soon as we can and offer you another slot. If you do not want another slot, you will not be charged.",
      ],
    },
    {
      id: "liability",
      heading: "11. Liability and insurance",
      paragraphs: [
        "We are fully insured. We hold public liability insurance for the work we carry out at your property, and employer's liability insurance for our crew. Details of our cover are available on request.",
        "We carry out the services with reasonable care and skill. If we damage your property while we work, please tell us as soon as you can, ideally before the crew leaves, and send photos if possible. We will put it right or pay the reasonable cost of repair.",
        "We are not responsible for removing an item that you, or someone acting for you, told us was to go. We are not responsible for loss that could not reasonably have been foreseen when you booked.",
        "If you are a business customer, we are not liable for loss of profit, loss of business or any indirect loss.",
        "You are responsible for any reasonable costs or fines we incur because the waste was not as you described it, for example hidden hazardous waste, or because you did not have the right to dispose of it.",
        "Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit.",
      ],
    },
    {
      id: "complaints",
      heading: "12. Complaints",
      paragraphs: [
        "If you are unhappy with our service, please tell us first. Most problems are quickest to fix on the day, so speak to the crew or call us.",
        `You can also email ${business.email} or write to us at ${address}. Please include your name, the collection address and the date.`,
        "We will acknowledge your complaint within 3 working days and aim to give you a full reply within 14 days.",
        "If you are a consumer and we cannot resolve your complaint, you can get free advice from the Citizens Advice consumer helpline on 0808 223 1133.",
      ],
    },
    {
      id: "data-protection",
      heading: "13. Data protection",
      paragraphs: [
        "We use your personal information to quote for and carry out your collection, to issue waste transfer notes and invoices, and to meet our legal duties.",
        "Our Privacy Policy explains what we collect, why we collect it, how long we keep it and your rights. Please read it alongside these terms.",
      ],
    },
    {
      id: "governing-law",
      heading: "14. General terms and governing law",
      paragraphs: [
        "We may update these terms from time to time. The version that applies to your collection is the one on our website when you book.",
        "If a court decides that part of these terms is invalid, the rest still applies.",
        "If we do not enforce a term straight away, we can still enforce it later.",
        "Only you and we have rights under these terms. No one else can enforce them under the Contracts (Rights of Third Parties) Act 1999.",
        "These terms are governed by the law of England and Wales. Any dispute will be dealt with by the courts of England and Wales.",
      ],
    },
  ],
};
