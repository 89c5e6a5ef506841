import { and, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.server";
import { wasteNoteLines, wasteNotes } from "../db/schema.server";
import { addDays, londonInstant } from "../../kernel/uk-time";
import { noteKeptUntil } from "./keeping.server";
import { postcodeDistrict } from "./register.server";

/** Notes shown on one page of the list. */
export const NOTES_PAGE_SIZE = 50;

/**
 * What the office searches the notes by, each already checked (the page's query schema); "" is "any".
 * `postcode` is compact and upper case: an outward code ("RH10") or a full postcode ("RH101AB").
 * `code` is a List of Waste code as stored ("20 03 07").
 */
export interface NoteSearch {
  number: string;
  from: string;
  to: string;
  postcode: string;
  name: string;
  code: string;
  address: string;
}

/** One note as the list shows it. The customer's name is left out once the request is erased. */
interface NoteListRow {
  number: string;
  transferredAt: Date;
  issuedAt: Date;
  district: string;
  placeLine1: string;
  /** The name the note was issued with, while its request exists; null after the erasure. */
  customerName: string | null;
  /** The request's reference while it exists, for a link to it; null after the erasure. */
  reference: string | null;
  status: "issued" | "superseded";
  supersededBy: string | null;
  corrects: string | null;
  codes: string[];
  /** When retention removes the note. */
  keptUntil: Date;
}

export interface NoteList {
  rows: NoteListRow[];
  /** How many notes match the search, over every page. */
  total: number;
}

/** "RH10 1AB", "rh101ab" → "RH101AB": a postcode as it is compared. */
export const compactPostcode = (postcode: string) => postcode.replace(/\s+/g, "").toUpperCase();
/** A full UK postcode, compact: outward code then the inward "9AA". */
export const isFullPostcode = (compact: string) => /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact);
/** An outward code alone ("RH10", "W1A", "E1"). */
export const isPostcodeDistrict = (compact: string) => /^[A-Z]{1,2}\d[A-Z\d]?$/.test(compact);

/** Typed text as a LIKE pattern matching it anywhere: its %, _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const compactPlacePostcode = sql`replace(upper(${wasteNotes.placePostcode}), ' ', '')`;

/** The conditions of a search, every value a bound parameter. */
function conditions(search: NoteSearch): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (search.number) where.push(eq(wasteNotes.number, search.number.toUpperCase()));
  if (search.from) where.push(gte(wasteNotes.transferredAt, londonInstant(search.from, "00:00")));
  if (search.to) where.push(lt(wasteNotes.transferredAt, londonInstant(addDays(search.to, 1), "00:00")));
  if (search.postcode) {
    const postcode = compactPostcode(search.postcode);
    where.push(
      isFullPostcode(postcode)
        ? sql`${compactPlacePostcode} = ${postcode}`
        : sql`left(${compactPlacePostcode}, greatest(length(${compactPlacePostcode}) - 3, 0)) = ${postcode}`,
    );
  }
  // The name only on notes whose request still exists: after an erasure the note keeps the name
  // (it is a legal record) but the office no longer finds a person by it.
  if (search.name) {
    const pattern = containsPattern(search.name);
    where.push(and(isNotNull(wasteNotes.quoteId), or(ilike(wasteNotes.customerName, pattern), ilike(wasteNotes.businessName, pattern))));
  }
  if (search.address) {
    const pattern = containsPattern(search.address);
    where.push(or(ilike(wasteNotes.placeLine1, pattern), ilike(wasteNotes.placeLine2, pattern)));
  }
  if (search.code)
    where.push(
      sql`exists (select 1 from ${wasteNoteLines} where ${wasteNoteLines.noteId} = ${wasteNotes.id} and ${wasteNoteLines.code} = ${search.code})`,
    );
  return and(...where);
}

/**
 * The notes matching `search`, newest transfer first (then the number, highest first), one page of
 * `pageSize` from `page` (1 the first), and how many match in all. Every note is listed, whatever
 * became of its request, until retention removes it.
 */
export async function searchNotes(db: Db, search: NoteSearch, page = 1, pageSize = NOTES_PAGE_SIZE): Promise<NoteList> {
  const where = conditions(search);
  const later = alias(wasteNotes, "later");
  const earlier = alias(wasteNotes, "earlier");
  const [rows, [count]] = await Promise.all([
    db
      .select({
        number: wasteNotes.number,
        transferredAt: wasteNotes.transferredAt,
        issuedAt: wasteNotes.issuedAt,
        postcode: wasteNotes.placePostcode,
        placeLine1: wasteNotes.placeLine1,
        customerName: wasteNotes.customerName,
        quoteId: wasteNotes.quoteId,
        reference: wasteNotes.jobReference,
        status: wasteNotes.status,
        supersededBy: later.number,
        corrects: earlier.number,
        codes: sql<
          string | null
        >`(select string_agg(distinct ${wasteNoteLines.code}, ',' order by ${wasteNoteLines.code}) from ${wasteNoteLines} where ${wasteNoteLines.noteId} = ${wasteNotes.id})`,
      })
      .from(wasteNotes)
      .leftJoin(later, eq(later.supersedesId, wasteNotes.id))
      .leftJoin(earlier, eq(earlier.id, wasteNotes.supersedesId))
      .where(where)
      .orderBy(desc(wasteNotes.transferredAt), desc(wasteNotes.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(wasteNotes)
      .where(where),
  ]);
  return {
    total: Number(count?.total ?? 0),
    rows: rows.map((row) => {
      const kept = row.quoteId !== null;
      return {
        number: row.number,
        transferredAt: row.transferredAt,
        issuedAt: row.issuedAt,
        district: postcodeDistrict(row.postcode),
        placeLine1: row.placeLine1,
        customerName: kept ? row.customerName : null,
        reference: kept ? row.reference : null,
        status: row.status === "superseded" ? "superseded" : "issued",
        supersededBy: row.supersededBy,
        corrects: row.corrects,
        codes: row.codes ? row.codes.split(",") : [],
        keptUntil: noteKeptUntil(row.issuedAt),
      };
    }),
  };
}
