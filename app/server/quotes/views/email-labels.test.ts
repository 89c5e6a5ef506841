import { describe, expect, it } from "vitest";
import { emailComposers } from "../../root/emails.server";
import { emailLabel, labelledTemplates } from "./email-labels";

describe("the names of a request's emails", () => {
  it("names every email the outbox can send, in words, never by its internal template name", () => {
    const templates = emailComposers().flatMap((composer) => [...composer.templates]);
    expect(templates.length).toBeGreaterThan(10);
    expect([...labelledTemplates()].sort()).toEqual([...templates].sort());
    expect(emailLabel("staff-moved", "customer")).toBe("Booking moved by the office");
    expect(emailLabel("on-my-way", "customer")).toBe("Crew on the way");
    expect(emailLabel("crew-day", "crew")).toBe("Job notice to the crew");
  });

  it("calls an email it does not know by who it went to", () => {
    expect(emailLabel("something-new", "customer")).toBe("Email to the customer");
    expect(emailLabel("something-new", "staff")).toBe("Email to the office");
  });
});
