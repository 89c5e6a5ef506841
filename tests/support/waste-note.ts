import sharp from "sharp";
import { CURRENT_LAYOUT, type NoteForPdf } from "../../app/server/waste/pdf.server";

/** A signature drawn on a phone: dark strokes on a transparent background. */
export async function drawnSignature(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 80 20, 140 20, 180 120 S 300 190, 340 60 S 480 40, 560 140" stroke="#1b1b60" stroke-width="6" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function sampleNote(overrides: Partial<NoteForPdf> = {}): NoteForPdf {
  return {
    id: "7b0c9d5e-1f0a-4a53-9a3b-2c9e4b1d6f10",
    number: "WTN-2026-000123",
    year: 2026,
    sequence: 123,
    supersedesId: null,
    supersedesNumber: null,
    issuedAt: new Date("2026-11-24T10:42:00Z"),
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
    layout: CURRENT_LAYOUT,
    lines: [
      { position: 0, wasteId: "mixed-household", code: "20 03 01", description: "Mixed municipal waste (general household rubbish)", hazardous: false, pops: false, vanPercent: 25, weightKg: null, containment: "bags", containmentText: null },
      { position: 1, wasteId: "pops-seating", code: "20 03 07", description: "Domestic seating waste containing POPs", hazardous: false, pops: true, vanPercent: null, weightKg: 40, containment: "loose", containmentText: null },
      { position: 2, wasteId: "fridges", code: "20 01 23", description: "Equipment containing chlorofluorocarbons (fridges, freezers)", hazardous: true, pops: false, vanPercent: 10, weightKg: 45, containment: "other", containmentText: "strapped upright on a trolley" },
    ],
    ...overrides,
  };
}

