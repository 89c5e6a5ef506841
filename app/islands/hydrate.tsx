/**
 * Hydrating one island of a content page (app/components/island.tsx): its props from the JSON data
 * block the server put just before it, and React taking over the markup the server rendered from them.
 */
import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/** The props the server rendered the island with; `fallback` if the block is missing or unreadable. */
export function islandProps<T extends object>(island: HTMLElement, fallback: T): T {
  const data = island.previousElementSibling;
  try {
    if (data instanceof HTMLScriptElement && data.type === "application/json") return JSON.parse(data.textContent ?? "") as T;
  } catch {
    // The server's markup stays as it is; the island starts from the fallback.
  }
  return fallback;
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
  return new Promise((resolve) => {
    hydrateRoot(island, <Committed onCommit={resolve}>{element}</Committed>);
  });
}
