import { describe, expect, it } from "vitest";
import { nationalPhone, phoneForPeople, telHref } from "./phone";

describe("phone numbers for people", () => {
  it("shows a UK number in the national form and dials it internationally", () => {
    expect(phoneForPeople("+447911123456")).toBe("07911 123456");
    expect(phoneForPeople("07911123456")).toBe("07911 123456");
    expect(phoneForPeople("+441293123456")).toBe("01293 123456");
    expect(telHref("07911 123456")).toBe("tel:+447911123456");
    expect(telHref("+447911123456")).toBe("tel:+447911123456");
  });

  it("leaves what is not a UK number as given, and the link to its digits", () => {
    expect(nationalPhone("+1 (555) <b>1</b>")).toBeUndefined();
    expect(phoneForPeople("+1 (555) <b>1</b>")).toBe("+1 (555) <b>1</b>");
    expect(telHref("+1 (555) <b>1</b>")).toBe("tel:+15551");
  });
});
