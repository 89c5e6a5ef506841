import type { ReactNode } from "react";
import { DataBlock } from "../kernel/data-block";

/**
 * A part of a content page that comes alive on its own (app/islands/entry.ts finds it by name): its
 * props in a JSON data block just before it, then the part as the server rendered it.
 */
export function Island({ name, props, children }: { name: string; props: object; children: ReactNode }) {
  return (
    <>
      <DataBlock value={props} data-island-props={name} />
      <div data-island={name}>{children}</div>
    </>
  );
}
