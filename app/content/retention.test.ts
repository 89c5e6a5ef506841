import { describe, expect, it } from "vitest";
import { privacy } from "./legal/privacy";
import { retention } from "./retention";

const retentionList = () => privacy.sections.find((section) => section.id === "retention")!.list!.join("\n");

describe("the privacy policy's periods", () => {
  it("are the ones the clean-up uses", () => {
    const text = retentionList();
    expect(text).toContain(`deleted, with their photos, ${retention.enquiryMonths} months after we received them`);
    expect(text).toContain(`keep the job record and the waste transfer note for ${retention.jobYears} years`);
    expect(text).toContain(`deleted, with their photos, after ${retention.spamDays} days`);
    expect(text).toContain(`deleted after ${retention.rateLimitHours} hours`);
  });

  it("match what the policy has always promised", () => {
    expect(retention).toMatchObject({ enquiryMonths: 12, jobYears: 2, spamDays: 7, auditYears: 2 });
  });
});
