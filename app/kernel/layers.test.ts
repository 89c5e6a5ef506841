import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layers of docs/decisions/0024-kernel-and-features.md, as ESLint holds them: a new import in the
 * wrong direction fails `npm run lint`. Each case lints one line as if it were written in a file of
 * the tree, with the project's own configuration.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function restrictedImports(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${from}";\nexport { x };\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the import layers", () => {
  it.each([
    ["the kernel importing a feature", "app/kernel/page/new.server.tsx", "../../server/waste/notes.server"],
    ["the kernel importing the composition root", "app/kernel/new.ts", "../server/root/runtime.server"],
    ["mail importing a feature", "app/server/mail/new.server.ts", "../booking/emails/compose.server"],
    ["the platform importing a feature's public module", "app/server/photos/new.server.ts", "../quotes/index.server"],
    ["a feature importing another feature's internals", "app/server/booking/new.server.ts", "../waste/notes.server"],
    ["a feature importing another feature's page", "app/server/quotes/pages/new.server.tsx", "../../booking/pages/price-section.server"],
    ["a feature importing the staff feature", "app/server/waste/pages/new.server.tsx", "../../staff/auth/session.server"],
    ["a feature importing the composition root", "app/server/schedule/new.server.ts", "../root/runtime.server"],
    ["a route module importing server code", "app/routes/about.tsx", "../server/quotes/form-post.server"],
    ["a route module importing another route's server sibling", "app/routes/about.tsx", "./contact.server"],
    ["a component importing server code", "app/components/new.tsx", "../server/log.server"],
    ["the kernel importing the platform", "app/kernel/new.server.ts", "../server/db/schema.server"],
    ["the kernel importing a component", "app/kernel/new.tsx", "../components/ui/button"],
    ["the kernel importing content", "app/kernel/new.ts", "../content/business"],
    ["a browser module importing a kernel server module", "app/lib/new.ts", "../kernel/form.server"],
    [
      "a feature's route module importing another .server module than its siblings",
      "app/server/waste/routes/new.tsx",
      "../notes-query.server",
    ],
    ["a feature's view importing server code", "app/server/waste/views/new.tsx", "../paths.server"],
    ["a feature's view importing another feature's internals", "app/server/waste/views/new.tsx", "../../booking/views/price-section"],
  ])("refuses %s", async (_case, file, from) => {
    expect(await restrictedImports(file, from)).not.toEqual([]);
  });

  it.each([
    ["a feature importing another feature's public module", "app/server/quotes/pages/new.server.tsx", "../../booking/index.server"],
    ["a feature's page importing another feature's public pages", "app/server/quotes/pages/new.server.tsx", "../../booking/web.server"],
    ["a feature importing its own modules", "app/server/waste/pages/new.server.tsx", "../notes.server"],
    ["a feature importing the kernel", "app/server/booking/new.server.ts", "../../kernel/money"],
    ["a feature importing the platform", "app/server/disposals/new.server.ts", "../photos/store.server"],
    ["a route module importing its own server sibling", "app/routes/contact.tsx", "./contact.server"],
    ["a feature's route module importing its .server sibling and its views", "app/server/waste/routes/new.tsx", "./new.server"],
    ["a feature's view importing another feature's public views", "app/server/quotes/views/new.tsx", "../../booking/views"],
    ["the kernel importing the kernel", "app/kernel/new.ts", "./uk-time"],
    ["a browser module importing a kernel module the browser may use", "app/lib/new.ts", "../kernel/uk-time"],
  ])("allows %s", async (_case, file, from) => {
    expect(await restrictedImports(file, from)).toEqual([]);
  });
});
