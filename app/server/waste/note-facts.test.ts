import { describe, expect, it } from "vitest";
import { sampleFacts } from "../../../tests/support/waste-note";
import { UNPRINTABLE } from "../../../tests/support/unusual-characters";
import { checkNoteFacts, type NoteFacts } from "./note-facts.server";

const errorsOf = (facts: NoteFacts) => {
  const checked = checkNoteFacts(facts);
  return checked.ok ? {} : checked.errors;
};

describe("the text of a note's facts (the kernel's text rule, whoever issues the note)", () => {
  it("refuses bidirectional controls, C1 controls and line separators in every text it prints, naming the field", () => {
    for (const [name, c] of UNPRINTABLE) {
      const line = {
        ...sampleFacts().lines[0]!,
        description: `Mixed${c} rubbish`,
        containment: "other" as const,
        containmentText: `Crates${c} and tubs`,
      };
      expect(
        errorsOf(
          sampleFacts({
            customerName: `Jane${c} Smith`,
            customerAddress: `12 Oak${c} Road\nCrawley`,
            customer: { role: "business", businessName: `Acme${c} Ltd`, sicCode: "38110", hierarchyDeclared: true },
            lines: [line],
            crew: { id: null, name: `Sam${c} Porter` },
            signature: { kind: "signed", name: `Jane${c} Smith`, confirmed: true, png: null },
          }),
        ),
        name,
      ).toEqual({
        customerName: "The customer's name has characters that cannot be printed.",
        customerAddress: "The customer's address has characters that cannot be printed.",
        "customer.businessName": "The business's name has characters that cannot be printed.",
        "lines.0.description": "The description of the waste has characters that cannot be printed.",
        "lines.0.containmentText": "What the waste was held in has characters that cannot be printed.",
        "crew.name": "The crew member's name has characters that cannot be printed.",
        "signature.name": "The customer's full name as they typed it has characters that cannot be printed.",
      });
      expect(errorsOf(sampleFacts({ signature: { kind: "not-present", reason: `Out${c} at work` } })), name).toEqual({
        "signature.reason": "Why the customer was not there has characters that cannot be printed.",
      });
    }
  });

  it("keeps an address's line breaks; a one-line fact has neither a line break nor a tab", () => {
    expect(checkNoteFacts(sampleFacts({ customerAddress: "12 Oak Road\r\nCrawley" }))).toMatchObject({
      ok: true,
      facts: { customerAddress: "12 Oak Road\nCrawley" },
    });
    expect(errorsOf(sampleFacts({ customerName: "Jane\nSmith", crew: { id: null, name: "Sam\tPorter" } }))).toEqual({
      customerName: "The customer's name must be one line.",
      "crew.name": "The crew member's name must be one line.",
    });
  });
});
