import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serializeError } from "./log.server";

describe("serializeError", () => {
  it("keeps a failed query's codes and shape but never its parameters", () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
      detail: "Key (email)=(jane@example.org) exists",
    });
    const error = new DrizzleQueryError(
      'insert into "quotes" ("name", "email") values ($1, $2)',
      ["Jane\u0000Smith", "jane@example.org"],
      driver,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain("Failed query: insert into");
    expect(logged).toContain("22021");
    expect(logged).not.toContain("Jane");
    expect(logged).not.toContain("jane@example.org");
    expect(logged).not.toContain("params");
  });
});
