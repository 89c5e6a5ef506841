import { describe, expect, it } from "vitest";
import { counted } from "./count";

describe("counted", () => {
  it("gives the noun its plural but for one", () => {
    expect([counted(0, "quote"), counted(1, "quote"), counted(1840, "quote"), counted(2, "staff account")]).toEqual([
      "0 quotes",
      "1 quote",
      "1,840 quotes",
      "2 staff accounts",
    ]);
  });
});
