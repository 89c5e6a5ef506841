/**
 * Data for a page's script, as a JSON data block: never run, so the page's policy need not name it.
 * "<" is written as \u003c, so no text in the data can close the element. Used by the staff pages'
 * passkey script and by the public content pages' islands.
 */
export function DataBlock({ id, value, ...attributes }: { id?: string; value: unknown } & Record<`data-${string}`, string>) {
  return (
    <script
      type="application/json"
      id={id}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, "\\u003c") }}
    />
  );
}
