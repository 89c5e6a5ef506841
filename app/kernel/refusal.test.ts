import { describe, expect, it } from "vitest";
import { refuse, RefusedError, refusalStatus, refusing } from "./refusal";

describe("refusal", () => {
  it("builds a refusal with its extras", () => {
    expect(refuse("conflict", "Taken.")).toEqual({ ok: false, kind: "conflict", message: "Taken." });
    expect(refuse("invalid", "Enter a date.", { field: "date", reason: "slot" })).toEqual({
      ok: false,
      kind: "invalid",
      message: "Enter a date.",
      field: "date",
      reason: "slot",
    });
  });

  it("maps each kind to the one status every page uses", () => {
    expect(refusalStatus("invalid")).toBe(400);
    expect(refusalStatus("unauthorised")).toBe(401);
    expect(refusalStatus("not-found")).toBe(404);
    expect(refusalStatus("conflict")).toBe(409);
    expect(refusalStatus("gone")).toBe(410);
    expect(refusalStatus("too-large")).toBe(413);
    expect(refusalStatus("unsupported")).toBe(415);
    expect(refusalStatus("too-many")).toBe(429);
  });

  it("turns a thrown RefusedError into its refusal", async () => {
    const refusal = refuse("gone", "Expired.", { restart: true });
    expect(await refusing(async () => 1)).toEqual({ ok: true, value: 1 });
    expect(await refusing(async () => Promise.reject(new RefusedError(refusal)))).toBe(refusal);
    expect(new RefusedError(refusal).message).toBe("Expired.");
  });

  it("lets a fault through", async () => {
    const fault = new Error("disk on fire");
    await expect(refusing(async () => Promise.reject(fault))).rejects.toBe(fault);
  });
});
