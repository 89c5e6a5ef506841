/**
 * The plain answers of pages made on request, the staff side's and the customer's booking page's:
 * 303 See Other after a post, plain text for what is not a page, and a PDF download. No JSX, so
 * scripts run by plain Node (the benchmarks) load it too.
 */

import type { MiddlewareFunction } from "react-router";
import { refusalStatus, type Refusal } from "../kernel/refusal";

/** 303 See Other to `to`, with any cookies to set. */
export function redirect(to: string, setCookies: string[] = []): Response {
  const headers = new Headers({ Location: to });
  for (const line of setCookies) headers.append("Set-Cookie", line);
  return new Response(null, { status: 303, headers });
}

/** A plain-text answer (files and endpoints that are not pages), with any further headers. */
export const plainText = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/** A PDF as a download, `name` as the file's name (the page headers keep it out of caches). */
export function pdfResponse(name: string, pdf: Buffer): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${name}.pdf"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A CSV file written to the response as its chunks are read (at the pace the client takes it);
 * nothing is read before the client asks for it (a HEAD request reads nothing).
 */
export function csvResponse(chunks: AsyncGenerator<{ text: string }>, fileName: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.text));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A refusal as a plain-text answer: its message, with the status of its kind. */
export const refusalResponse = (refusal: Refusal) => plainText(refusalStatus(refusal.kind), refusal.message);

/** A route that only takes a form (POST) answers anything else with 405. */
export const postOnly = () => plainText(405, "Method not allowed", { Allow: "POST" });

/**
 * The middleware of a route that only takes a form (POST) but answers a refused one with a page (the
 * form's page again, with what was wrong): anything else is 405, before its action or view runs.
 */
export const postOnlyPage: MiddlewareFunction<Response> = ({ request }, next) => (request.method === "POST" ? next() : postOnly());
