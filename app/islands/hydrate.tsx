/**
 * The React roots of a content page. An island (app/components/island.tsx) is hydrated: its props
 * from the JSON data block the server put just before it, and React taking over the markup the
 * server rendered from them. What the server did not render (the quote dialog, the notices) gets a
 * root of its own at the end of the page.
 */
import { useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

/** A new root in an element of its own (`id`) at the end of the page's body. */
export function rootAtEndOfPage(id: string): Root {
  const container = document.createElement("div");
  container.id = id;
  document.body.append(container);
  return createRoot(container);
}

/**
 * The props the server rendered the island with. Without them the island cannot be made the same as
 * the server's markup, so it is left as it is (it works without JavaScript): this throws.
 */
export function islandProps<T extends object>(island: HTMLElement): T {
  const data = island.previousElementSibling;
  if (!(data instanceof HTMLScriptElement) || data.type !== "application/json") throw new Error("The island's props are missing.");
  return JSON.parse(data.textContent ?? "") as T;
}

/** Renders its children and says when React has committed them (no markup of its own). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates `element` over the island; resolves once React has taken the whole island over, so an
 * event sent to it from then on (a held send) reaches React's handlers, not the browser's default.
 */
export function hydrateIsland(island: HTMLElement, element: ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    hydrateRoot(island, <Committed onCommit={resolve}>{element}</Committed>, {
      // The island failed: said in the console, and a held send goes to the server instead.
      onUncaughtError: (error) => {
        console.error(error);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
