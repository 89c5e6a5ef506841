/**
 * The fixed price's form as the page draws it: its fields' names, its free lines, and the draft a
 * preview shows. Plain values and types, shared by the price's schema (prices.server.ts) and its
 * view (which goes to the browser bundle too).
 */

/** A line of a fixed price before it is stored. */
export interface DraftLine {
  kind: "load" | "surcharge" | "stairs" | "custom";
  itemId: string | null;
  label: string;
  quantity: number;
  unitPence: number;
  amountPence: number;
}

export interface PriceDraft {
  lines: DraftLine[];
  totalPence: number;
  included: string[];
  validUntil: string;
}

/** What the price form's fields are called. */
export const priceFields = {
  load: "load",
  loadAmount: "loadAmount",
  stairs: "stairs",
  surchargeCount: (id: string) => `count-${id}`,
  surchargeAmount: (id: string) => `each-${id}`,
  freeText: (n: number) => `line${n}-text`,
  freeAmount: (n: number) => `line${n}-amount`,
  included: "included",
  validUntil: "validUntil",
} as const;

/** Free lines shown on the form. */
export const FREE_LINES = 3;
