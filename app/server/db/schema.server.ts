/**
 * The database's schema, one file per part of the product under ./schema/ (Drizzle reads them all:
 * drizzle.config.ts): this module gathers them for the code, the migrations and the copies that walk
 * every table (transfer.server.ts, stored-files.server.ts). Imports carry `.ts`: scripts load these
 * files directly.
 */
export * from "./schema/columns.ts";
export * from "./schema/staff.ts";
export * from "./schema/quotes.ts";
export * from "./schema/platform.ts";
export * from "./schema/booking.ts";
export * from "./schema/disposals.ts";
export * from "./schema/waste.ts";
