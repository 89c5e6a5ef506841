import { describe, expect, it } from "vitest";
import { serviceLinks } from "./service-links";
import { services } from "./services";

describe("services content", () => {
  it("has the ten services, with unique ids and an illustration each", () => {
    expect(services.map((s) => s.id)).toEqual([
      "house",
      "garden",
      "builders",
      "bulky",
      "office",
      "tenancy",
      "overflow",
      "mattress",
      "sofa",
      "wait-load",
    ]);
    for (const s of services) {
      expect(s.image, s.id).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
      expect(s.included.length, s.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("lists the same services, in the same order, in the footer", () => {
    expect(serviceLinks.map(({ id, title }) => ({ id, title }))).toEqual(services.map(({ id, title }) => ({ id, title })));
  });
});
