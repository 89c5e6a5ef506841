import sharp from "sharp";
import { CURRENT_LAYOUT, type NoteForPdf } from "../../app/server/waste/pdf.server";
import type { NoteFacts } from "../../app/server/waste/note-facts.server";

/** A signature drawn on a phone: dark strokes on a transparent background. */
export async function drawnSignature(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 80 20, 140 20, 180 120 S 300 190, 340 60 S 480 40, 560 140" stroke="#1b1b60" stroke-width="6" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const transferStation = {
  siteId: "main-transfer-station",
  siteName: "Crawley Waste Transfer Station",
  siteAddress: "Example Industrial Estate\nCrawley\nRH10 9ZZ",
  sitePermit: "EPR/AB0000XY",
  siteTreatment: "transfer",
};

/**
 * A note as layout 1 made it (one site for the note, the payment printed): the notes issued before
 * each line named its own site. The golden PDFs are of this note.
 */
export function layout1Note(overrides: Partial<NoteForPdf> = {}): NoteForPdf {
  return {
    id: "7b0c9d5e-1f0a-4a53-9a3b-2c9e4b1d6f10",
    number: "WTN-2026-000123",
    year: 2026,
    sequence: 123,
    supersedesId: null,
    supersedesNumber: null,
    issuedAt: new Date("2026-11-24T10:42:00Z"),
    transferredAt: new Date("2026-11-24T10:42:00Z"),
    correctionReason: null,
    vanLitres: null,
    jobReference: "CW-7KQ2M9",
    placeLine1: "14 Ashdown Road",
    placeLine2: "Flat 2",
    placeTown: "Crawley",
    placePostcode: "RH10 1AB",
    customerName: "Zoë Ní Bhriain-Łukasik",
    customerAddress: "14 Ashdown Road\nFlat 2\nCrawley\nRH10 1AB",
    customerRole: "householder",
    businessName: null,
    sicCode: null,
    hierarchyDeclared: false,
    carrierName: "Clearwell Waste Clearance Ltd",
    carrierAddress: "Unit 4, Fleming Way\nCrawley\nWest Sussex\nRH10 9NB",
    carrierRegistration: "CBDU123456",
    siteId: "main-transfer-station",
    siteName: "Crawley Waste Transfer Station",
    siteAddress: "Example Industrial Estate\nCrawley\nRH10 9ZZ",
    sitePermit: "EPR/AB0000XY",
    crewName: "Sam Porter",
    paymentPence: 23500,
    paymentMethod: "card",
    signatureName: "Zoë Ní Bhriain-Łukasik",
    signatureConfirmed: true,
    signaturePng: null,
    notPresentReason: null,
    layout: 1,
    lines: [
      {
        position: 0,
        wasteId: "mixed-household",
        code: "20 03 01",
        description: "Mixed municipal waste (general household rubbish)",
        hazardous: false,
        pops: false,
        vanPercent: 25,
        weightKg: null,
        containment: "bags",
        containmentText: null,

        ...transferStation,
      },
      {
        position: 1,
        wasteId: "pops-seating",
        code: "20 03 07",
        description: "Domestic seating waste containing POPs",
        hazardous: false,
        pops: true,
        vanPercent: null,
        weightKg: 40,
        containment: "loose",
        containmentText: null,

        ...transferStation,
      },
      {
        position: 2,
        wasteId: "fridges",
        code: "20 01 23",
        description: "Equipment containing chlorofluorocarbons (fridges, freezers)",
        hazardous: true,
        pops: false,
        vanPercent: 10,
        weightKg: 45,
        containment: "other",
        containmentText: "strapped upright on a trolley",

        ...transferStation,
      },
    ],
    ...overrides,
  };
}

/**
 * A note as the current layout makes it: each line to its own site (the seating with POPs to the
 * energy recovery facility, the fridge to the fridge treatment site), the transfer's time apart from
 * the issue's, the van's size, no payment.
 */
export function sampleNote(overrides: Partial<NoteForPdf> = {}): NoteForPdf {
  const old = layout1Note();
  const sites = [
    transferStation,
    {
      siteId: "pops-incinerator",
      siteName: "Energy Recovery Facility (POPs seating)",
      siteAddress: "Example Road\nExample Town\nRH1 0ZZ",
      sitePermit: "EPR/CD0000ZW",
      siteTreatment: "energy-recovery",
    },
    {
      siteId: "weee-treatment",
      siteName: "Fridge and Electricals Treatment Facility",
      siteAddress: "Example Park\nExample Town\nGU1 9ZZ",
      sitePermit: "EPR/GH0000ZT",
      siteTreatment: "fridge-treatment",
    },
  ];
  return {
    ...old,
    transferredAt: new Date("2026-11-24T09:55:00Z"),
    siteId: null,
    siteName: null,
    siteAddress: null,
    sitePermit: null,
    vanLitres: 15_000,
    paymentPence: 0,
    paymentMethod: null,
    layout: CURRENT_LAYOUT,
    lines: old.lines.map((line, i) => ({ ...line, ...sites[i]! })),
    ...overrides,
  };
}

/** A business's note: its SIC code and declaration, the customer not there, nothing paid. */
export const absentBusinessCustomer: Partial<NoteForPdf> = {
  customerRole: "business",
  businessName: "Ashdown Lettings Ltd",
  sicCode: "68320",
  hierarchyDeclared: true,
  signatureName: null,
  signatureConfirmed: false,
  notPresentReason: "key left with the neighbour; agreed by phone",
  paymentPence: 0,
  paymentMethod: null,
};

/** What the crew record for a note: a householder's two loads, each to its usual site, signed for, collected at `transferredAt`. */
export const sampleFacts = (overrides: Partial<NoteFacts> = {}): NoteFacts => ({
  customerName: "Jane Smith",
  customer: { role: "householder" },
  lines: [
    {
      wasteId: "mixed-household",
      description: "Mixed municipal waste (general household rubbish)",
      vanPercent: 50,
      weightKg: null,
      containment: "bags",
      containmentText: null,
      siteId: "main-transfer-station",
    },
    {
      wasteId: "pops-seating",
      description: "Domestic seating waste containing POPs",
      vanPercent: null,
      weightKg: 40,
      containment: "loose",
      containmentText: null,
      siteId: "pops-incinerator",
    },
  ],
  transferredAt: new Date("2026-12-01T10:30:00Z"),
  crew: { id: null, name: "Sam Porter" },
  signature: { kind: "signed", name: "Jane Smith", confirmed: true, png: null },
  ...overrides,
});
