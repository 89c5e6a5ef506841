/** What every area page lists as cleared. */
export const clearedItems = [
  "Furniture",
  "White goods",
  "Garden waste",
  "Builders' rubble",
  "Office furniture",
  "End-of-tenancy clearances",
  "Overflowing bins",
] as const;
