/**
 * The query of the notes' list (GET /staff/notes), one zod schema read through `parseForm`
 * (app/kernel/form.server.ts): every field's problem returned with its field, nothing thrown, and
 * nothing reaches the database with control characters in it or longer than its field.
 */
import { z } from "zod";
import { isCalendarDay, optionalText, unusualCharacters } from "../../../kernel/form-fields";
import { isNoteNumber } from "../numbering.server";
import { NOTES_TEXT_MAX } from "../views/notes-list";
import { compactPostcode, isFullPostcode, isPostcodeDistrict, type NoteSearch } from "../notes-search.server";

/** The furthest page a link may ask for. */
const PAGE_MAX = 10_000;

/** A field's text, trimmed, refused with a message when longer than `max`. */
const searchText = (label: string, max: number) =>
  optionalText(unusualCharacters(label))
    .transform((v) => v.trim())
    .refine((v) => v.length <= max, `Enter at most ${max} characters for the ${label}.`);

const day = (label: string) =>
  searchText(`${label} date`, 10).refine((v) => !v || isCalendarDay(v), `Enter the ${label} date as year, month and day, e.g. 2026-03-01.`);

/** "20 03 07", "200307", "20 03 07*" → "20 03 07" (the asterisk of a hazardous code is not stored). */
const WASTE_CODE = /^(\d{2}) ?(\d{2}) ?(\d{2})\*?$/;

export const notesQuery = z
  .object({
    number: searchText("note number", 20)
      .transform((v) => v.toUpperCase())
      .refine((v) => !v || isNoteNumber(v), "Enter a note number as WTN, the year and six digits, e.g. WTN-2026-000123."),
    from: day("first"),
    to: day("last"),
    postcode: searchText("postcode", 10)
      .transform(compactPostcode)
      .refine(
        (v) => !v || isPostcodeDistrict(v) || isFullPostcode(v),
        "Enter a postcode district such as RH10, or a full postcode such as RH10 1AB.",
      ),
    name: searchText("customer name", NOTES_TEXT_MAX),
    address: searchText("address", NOTES_TEXT_MAX),
    code: searchText("waste code", 10)
      .refine((v) => !v || WASTE_CODE.test(v), "Enter a List of Waste code as six digits, e.g. 20 03 07.")
      .transform((v) => v.replace(WASTE_CODE, "$1 $2 $3")),
    /** Only links carry a page: anything but a page number (a hand-made link) reads as the first page. */
    page: z
      .string()
      .optional()
      .transform((v) => (v && /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= PAGE_MAX ? Number(v) : 1)),
  })
  .superRefine(({ from, to }, context) => {
    if (from && to && isCalendarDay(from) && isCalendarDay(to) && to < from)
      context.addIssue({ code: "custom", path: ["to"], message: "The last date must be on or after the first." });
  })
  .transform(({ page, ...search }): { search: NoteSearch; page: number } => ({ search, page }));

/** The fields of the search, in the order of the form and of a link's query. */
const NOTE_SEARCH_FIELDS = ["number", "from", "to", "postcode", "address", "name", "code"] as const;

/** `?number=…&page=…` of a search: only the fields in use. */
export function notesQueryString(search: NoteSearch, page = 1): string {
  const params = new URLSearchParams();
  for (const name of NOTE_SEARCH_FIELDS) if (search[name]) params.set(name, search[name]);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
