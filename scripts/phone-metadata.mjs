// Writes app/kernel/phone-metadata.gb.json: libphonenumber-js's "min" metadata cut down to the +44
// countries (GB, Guernsey, Isle of Man, Jersey), so the browser validates UK numbers with ~4 KB
// instead of the whole world's 140 KB. Run after upgrading libphonenumber-js; a unit test checks it.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const full = JSON.parse(readFileSync(require.resolve("libphonenumber-js/metadata.min.json"), "utf8"));
const codes = full.country_calling_codes["44"];
const subset = {
  version: full.version,
  country_calling_codes: { 44: codes },
  countries: Object.fromEntries(codes.map((c) => [c, full.countries[c]])),
};
writeFileSync(new URL("../app/kernel/phone-metadata.gb.json", import.meta.url), JSON.stringify(subset) + "\n");
