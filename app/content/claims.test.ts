import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hours } from "./business";
import { bookingRules, workingWeekdays } from "./booking";
import { hoursRows, slotTimesOnWeekday } from "./collection-week";
import {
  claim,
  claimIds,
  CLAIM_VALUES_TOKEN,
  claimToken,
  claimWordings,
  decodeClaimValues,
  encodeClaimValues,
  fillClaims,
  fillClaimTokens,
  UNBACKED,
} from "./claims";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BACKED = { recyclingPercent: 87, replyPromiseKept: true };

describe("the public claims", () => {
  it("carry a number only when the records back it", () => {
    expect(claimWordings["recycling.short"](UNBACKED)).toBe("Every load sorted for recycling");
    expect(claimWordings["recycling.short"](BACKED)).toBe("87% recycled");
    expect(claimWordings["reply.when"](UNBACKED)).toBe("as soon as we can");
    expect(claimWordings["reply.when"](BACKED)).toBe("within 2 hours");
    for (const id of claimIds) expect(claimWordings[id](UNBACKED)).not.toMatch(/\d/);
  });

  it("are plain text, safe in an attribute and in JSON", () => {
    for (const id of claimIds) for (const v of [UNBACKED, BACKED]) expect(claimWordings[id](v)).not.toMatch(/[&<>"\\]/);
  });

  it("are typed as a figure nowhere else in the site's code: pages, emails and social images take them from claims.ts", () => {
    const typed =
      /\b\d{1,3}\s?%\s?(?:recycl|Recycl|of (?:the )?(?:waste|what we collect))|within (?:\d+|two) hours|recyclingRate|fastestReplyMinutes|replyWithinHours\} hours/;
    const files = ["app", "scripts", "http"].flatMap((folder) =>
      readdirSync(path.join(repo, folder), { recursive: true })
        .map((file) => path.join(folder, String(file)))
        .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".test.ts") && file !== path.join("app", "content", "claims.ts")),
    );
    const found = files.filter((file) => typed.test(readFileSync(path.join(repo, file), "utf8")));
    expect(found).toEqual([]);
  });

  it("stand as tokens at build time, marked as this copy's own, and the meta tag's values round-trip", () => {
    expect(claim("recycling.short")).toMatch(/^\{\{claim:recycling\.short:[0-9a-f]{32}\}\}$/);
    expect(CLAIM_VALUES_TOKEN).toMatch(/^\{\{claim-values:[0-9a-f]{32}\}\}$/);
    expect(fillClaims(`a ${claimToken("reply.when")} b`)).toBe(`a ${claimToken("reply.when")} b`);
    expect(decodeClaimValues(encodeClaimValues(BACKED))).toEqual(BACKED);
    expect(decodeClaimValues(encodeClaimValues(UNBACKED))).toEqual(UNBACKED);
    expect(decodeClaimValues(CLAIM_VALUES_TOKEN)).toEqual(UNBACKED);
    expect(decodeClaimValues("101;1")).toEqual({ recyclingPercent: null, replyPromiseKept: true });
  });

  const mark = CLAIM_VALUES_TOKEN.slice("{{claim-values:".length, -2);
  const otherMark = mark.replace(/^./, (c) => (c === "0" ? "1" : "0"));

  it("are filled into a page outside its scripts, and into its structured data", () => {
    const page = [
      `<meta name="site-claims" content="${CLAIM_VALUES_TOKEN}"/>`,
      `<h1>${claimToken("recycling.short")}</h1>`,
      `<script>window.x="${claimToken("recycling.short")}"</script>`,
      `<script type="application/ld+json">{"description":"${claimToken("recycling.phrase")}"}</script>`,
      `<p>${claimToken("reply.when")} {{claim:nothing.here:${mark}}}</p>`,
    ].join("");
    expect(fillClaimTokens(page, BACKED)).toBe(
      [
        '<meta name="site-claims" content="87;1"/>',
        "<h1>87% recycled</h1>",
        `<script>window.x="${claimToken("recycling.short")}"</script>`,
        '<script type="application/ld+json">{"description":"87% recycled"}</script>',
        `<p>within 2 hours {{claim:nothing.here:${mark}}}</p>`,
      ].join(""),
    );
  });

  it("in a page made on request, only this copy's tokens are filled: text a visitor sent that looks like one stays as typed", () => {
    const typed = [
      "{{claim-values}}",
      "{{claim:reply.when}}",
      `{{claim-values:${otherMark}}}`,
      `{{claim:reply.when:${otherMark}}}`,
      `{{claim:reply.when:${mark.toUpperCase()}}}`,
    ];
    for (const text of typed) {
      const page = `<input value="${text}"/><p>${claimToken("reply.when")}</p>`;
      expect(fillClaimTokens(page, BACKED), text).toBe(`<input value="${text}"/><p>within 2 hours</p>`);
    }
    // A prerendered page (made by the build, with another copy's mark, and no visitor's text) is filled whatever the mark.
    expect(fillClaimTokens(`<p>{{claim:reply.when:${otherMark}}} {{claim-values:${otherMark}}}</p>`, BACKED, { anyMark: true })).toBe(
      "<p>within 2 hours 87;1</p>",
    );
  });
});

describe("the hours", () => {
  it("advertised for collections are the days and times the booking page offers slots", () => {
    expect(hours.collections).toEqual(hoursRows(bookingRules.slots));
    expect(hours.collections.flatMap((row) => [...row.weekdays]).sort()).toEqual(workingWeekdays());
    for (const row of hours.collections) {
      for (const weekday of row.weekdays) {
        const times = bookingRules.slots.flatMap((slot) => slotTimesOnWeekday(slot, weekday) ?? []);
        expect(row.opens).toBe(times[0]!.start);
        expect(row.closes).toBe(times.at(-1)!.end);
      }
    }
  });
});
