/**
 * The private pages (every route module under app/server: the staff side and the customer's link) are
 * rendered on the server as plain documents and never hydrate (docs/decisions/0034-one-router.md), yet
 * React Router builds a browser chunk for every route it lists. In the browser build each such module
 * is replaced by one of the same export names holding nothing, so no public file carries a line of the
 * staff side's views, copy or form wiring. React Router still names the routes in its manifest.
 */
import path from "node:path";
import type { Plugin } from "vite";

const PRIVATE = path.resolve("app/server") + path.sep;

/** A module with the given exports, each empty: a component that draws nothing, every other export undefined. */
export function emptyModule(exportNames: readonly string[]): string {
  const lines = exportNames.map((name) =>
    name === "default" ? "export default function PrivatePage() { return null; }" : `export const ${name} = undefined;`,
  );
  return `${lines.join("\n")}\n`;
}

export function privateRoutesOutOfTheBrowser(): Plugin {
  return {
    name: "private-routes-out-of-the-browser",
    // After TypeScript and JSX are compiled away, so the module parses as JavaScript.
    enforce: "post",
    transform(code, id) {
      if (this.environment.name !== "client") return undefined;
      const file = id.split("?")[0] ?? id;
      if (!file.startsWith(PRIVATE)) return undefined;
      const program = this.parse(code);
      const names: string[] = [];
      for (const node of program.body) {
        if (node.type === "ExportDefaultDeclaration") names.push("default");
        if (node.type !== "ExportNamedDeclaration") continue;
        for (const specifier of node.specifiers) {
          const exported = specifier.exported;
          names.push(exported.type === "Identifier" ? exported.name : String(exported.value));
        }
        const declaration = node.declaration;
        if (!declaration) continue;
        if (declaration.type === "VariableDeclaration") {
          for (const item of declaration.declarations) if (item.id.type === "Identifier") names.push(item.id.name);
        } else if (declaration.id && "name" in declaration.id) names.push(declaration.id.name);
      }
      return { code: emptyModule(names), map: { mappings: "" } };
    },
  };
}
