import { describe, expect, it } from "vitest";
import { crewDayEmail, crewDayLink } from "./crew.server";

const job = {
  siteUrl: "https://www.example.com",
  name: "Sam Jones",
  reference: "Q-2611-ABCD",
  town: "Crawley",
  slot: "Thursday 26 November, morning (8am–12pm)",
};

describe("the crew's email", () => {
  it("links to the day's page on the site, by its date", () => {
    expect(crewDayLink("https://www.example.com", "2026-11-26")).toBe("https://www.example.com/staff/today?date=2026-11-26");
  });

  it("names the job, its slot and its town, with a button to the crew member's day", () => {
    const link = crewDayLink(job.siteUrl, "2026-11-26");
    const mail = crewDayEmail({ ...job, link });
    expect(mail.subject).toBe("Job Q-2611-ABCD: Thursday 26 November, morning (8am–12pm)");
    expect(mail.text.split("\n").slice(0, 7)).toEqual([
      "Hello Sam Jones,",
      "",
      "You have a job on Thursday 26 November, morning (8am–12pm): Q-2611-ABCD in Crawley.",
      "",
      "Reference: Q-2611-ABCD",
      "When: Thursday 26 November, morning (8am–12pm)",
      "Town: Crawley",
    ]);
    expect(mail.text).toContain(`See your day: ${link}`);
    expect(mail.text).toContain(
      "The address, what is to go, the access notes and the photos are on the day's page once you are signed in.",
    );
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(">See your day<");
  });

  it("a move says where the job was", () => {
    const mail = crewDayEmail({ ...job, previousSlot: "Wednesday 25 November, afternoon (12pm–5pm)", link: "https://www.example.com/x" });
    expect(mail.subject).toBe("Job Q-2611-ABCD moved: Thursday 26 November, morning (8am–12pm)");
    expect(mail.text).toContain("The job Q-2611-ABCD in Crawley has moved to Thursday 26 November, morning (8am–12pm).");
    expect(mail.text).toContain("Was: Wednesday 25 November, afternoon (12pm–5pm)");
  });
});
