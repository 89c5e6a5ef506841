import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { namesStoredFile, schemaTables, storedFileColumns } from "./stored-files.server";

describe("the columns that name stored files", () => {
  it("are read from the schema: every photo, preview, ticket and PDF a table names, with its folder", () => {
    expect(storedFileColumns()).toEqual([
      { table: "quote_photos", column: "stored_name", folder: "quote_id" },
      { table: "quote_photos", column: "preview_name", folder: "quote_id" },
      { table: "tip_runs", column: "ticket_name", folder: "id" },
      { table: "tip_runs", column: "preview_name", folder: "id" },
      { table: "waste_notes", column: "pdf_key", folder: "id", sha256: "pdf_sha256" },
      { table: "waste_note_photos", column: "stored_name", folder: "quote_id" },
    ]);
  });

  it("leave no text column that sounds like a stored file undeclared", () => {
    // A visitor's own name for an upload is shown, never used as a path; sizes, types and checksums
    // are not names; staff_user.image is better-auth's profile-picture address, which the site never sets.
    const notAName = /^original_name$|_content_type$|_sha256$|_bytes$|^image$/;
    const undeclared: string[] = [];
    for (const table of schemaTables()) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        if (column.getSQLType() !== "text" || notAName.test(column.name) || namesStoredFile(column)) continue;
        if (/stored|preview|ticket|pdf|photo|file|image|attachment|receipt|document|upload/.test(column.name))
          undeclared.push(`${config.name}.${column.name}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
