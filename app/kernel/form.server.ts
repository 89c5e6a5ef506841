/**
 * Reading a server-rendered form or query against its schema: the one helper behind every staff
 * form and the customer's booking page. No JSX, so scripts run by
 * plain Node (the benchmarks) load it too.
 */
import type { z } from "zod";
import { showable } from "./text";

/**
 * The fields of a staff form. Staff forms post URL-encoded text (no files); anything else reads as
 * an empty form, which each schema answers with its own messages. The body's size is capped before
 * any handler runs.
 */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return new URLSearchParams();
  return new URLSearchParams(await request.text());
}

/** Fields as they may be shown back: what was typed, control characters as U+FFFD. */
export type FormValues = Record<string, string>;
/** One message per field, first problem first. */
export type FormErrors = Record<string, string>;

export type Parsed<T> = { ok: true; data: T; values: FormValues } | { ok: false; errors: FormErrors; values: FormValues };

/**
 * A form or query string checked against its schema: every field's first problem, not only the
 * first field's, and the values as typed for the page to show again. A field reaches the schema as
 * its first value (a browser sends each once), or undefined when absent; the fields named in
 * `many` (checkboxes) as the array of all their values.
 */
export function parseForm<S extends z.ZodType>(schema: S, fields: URLSearchParams, many: readonly string[] = []): Parsed<z.output<S>> {
  const input: Record<string, string | string[]> = {};
  const values: FormValues = {};
  for (const key of new Set(fields.keys())) {
    const all = fields.getAll(key);
    input[key] = many.includes(key) ? all : all[0]!;
    values[key] = showable(all[0]!, true);
  }
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data, values };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, values };
}

/** The named fields as typed, each cut at 2,000 characters, and nothing else (an absent field is ""). */
export function formValues(form: URLSearchParams | FormData, names: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 2000) : "";
  }
  return values;
}
