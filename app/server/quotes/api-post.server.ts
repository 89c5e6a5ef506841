import type { IncomingMessage, ServerResponse } from "node:http";
import type { Runtime } from "../runtime.server";
import { handleQuote } from "./handle.server";
import type { IntakeOutcome } from "./intake.server";
import { uploadFromNode } from "../photos/uploads.server";

function answer(outcome: IntakeOutcome): { status: number; body: object; headers: Record<string, string> } {
  if (outcome.kind === "accepted") return { status: outcome.duplicate ? 200 : 201, body: { reference: outcome.reference }, headers: {} };
  return {
    status: outcome.status,
    body: { error: outcome.error, fieldErrors: outcome.fieldErrors },
    headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {},
  };
}

/** POST /functions/v1/submit-quote as a React Router resource route: 201 with the reference, or 4xx/503 with { error, fieldErrors }. */
export async function handleApiPost(runtime: Runtime, request: Request, clientIp: string): Promise<Response> {
  const { status, body, headers } = answer(await handleQuote(runtime, request, "api", clientIp));
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** The same endpoint on Node's own request and response (server.ts routes it here: no web-stream conversions). */
export async function handleApiPostNode(
  runtime: Runtime,
  request: IncomingMessage,
  response: ServerResponse,
  clientIp: string,
): Promise<void> {
  const { status, body, headers } = answer(await handleQuote(runtime, uploadFromNode(request), "api", clientIp));
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers });
  response.end(JSON.stringify(body));
}
