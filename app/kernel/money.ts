/** Money: amounts are kept in whole pence; these write them for people and read what people type. */

let poundsFormat: Intl.NumberFormat | undefined;

/** 25050 → "£250.50"; 500000 → "£5,000.00". */
export const formatPounds = (pence: number) =>
  `£${(poundsFormat ??= new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(pence / 100)}`;

/**
 * 500000 → "5000.00": an amount as a plain number, for a CSV cell (data a spreadsheet adds up, not
 * text for people) and for a form field's value (read back by penceFromPounds). Pages, emails and
 * PDFs use formatPounds.
 */
export const poundsNumber = (pence: number) => (pence / 100).toFixed(2);

/**
 * Pounds as typed ("180", "£180.50", "1,200") to pence: null for blank, undefined when it is not an
 * amount. No floating point: the pounds and pence are read as digits.
 */
export function penceFromPounds(text: string): number | null | undefined {
  const cleaned = text.trim().replace(/^£\s*/, "").replace(/,/g, "");
  if (!cleaned) return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [pounds = "0", pence = ""] = cleaned.split(".");
  return Number(pounds) * 100 + Number(pence.padEnd(2, "0"));
}
