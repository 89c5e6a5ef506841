import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { claims, constants } from "./business";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

describe("the recycling claim", () => {
  it("is worded from constants.recyclingRate, which the tip runs' figure is checked against", () => {
    expect(claims.recycled).toBe(`${constants.recyclingRate}% of waste recycled`);
  });

  it("is typed as a number nowhere else in the site's code: every page and the social images take it from the constant", () => {
    const typed = new RegExp(`\\b${constants.recyclingRate}\\s?%`);
    const files = ["app", "scripts"].flatMap((folder) =>
      readdirSync(path.join(repo, folder), { recursive: true })
        .map((file) => path.join(folder, String(file)))
        .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".test.ts")),
    );
    const found = files.filter((file) => typed.test(readFileSync(path.join(repo, file), "utf8")));
    expect(found).toEqual([]);
  });
});
