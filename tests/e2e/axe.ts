/**
 * axe on the page as the browser shows it now, every rule of WCAG 2.1 A and AA and axe's best
 * practices; `include` or `exclude` limit it to, or leave out, a part tested on its own (the toasts).
 *
 * axe-core runs in the page itself (axe.run), as its own documentation shows. The @axe-core/playwright
 * wrapper took three to five times as long on the same page (it opens a second page for every check
 * to finish the run there), and these checks run on every route, state and staff page. No page of the
 * site has an iframe, the one thing the wrapper's frame-by-frame run adds.
 */
import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface Part {
  include?: string;
  exclude?: string;
}

async function violations(page: Page, { include, exclude }: Part): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, include, exclude }) => {
      const context = { include: include ? [include] : [document], exclude: exclude ? [exclude] : [] } as axe.ElementContext;
      const results = await (window as unknown as { axe: typeof axe }).axe.run(context, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations;
    },
    { tags: TAGS, include, exclude },
  );
}

export async function expectNoViolations(page: Page, label: string, part: Part = {}): Promise<void> {
  const found = await violations(page, part);
  const report = found
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${v.nodes.map((n) => `    ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ")}`).join("\n")}`,
    )
    .join("\n\n");
  expect(found, `${label}: axe violations\n\n${report}`).toEqual([]);
}
