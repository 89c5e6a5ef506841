import { log } from "../../log.server";
import { countRequest, rateLimitBucket } from "../../rate-limit.server";
import type { Runtime } from "../../runtime.server";
import { withCustomerHeaders } from "../../../kernel/page/customer-page.server";
import { plainText } from "../../responses.server";
import { postLink } from "./booking-actions.server";
import { notePdfForLink, renderLink, unknownLinkPage, type BookingRequestContext } from "./booking-page.server";

/**
 * The customer's booking page: GET and POST /booking/<token>, nothing else. Mounted by server.ts
 * before React Router, like the staff side, so it adds nothing to the public pages' JavaScript.
 */
export const bookingRoutes: {
  method: "GET" | "POST";
  path: string;
  handle(context: BookingRequestContext, params: Record<string, string | undefined>): Promise<Response>;
}[] = [
  { method: "GET", path: "/booking/:token", handle: (context) => renderLink(context) },
  { method: "POST", path: "/booking/:token", handle: postLink },
  // The job's waste transfer note, once it is done.
  { method: "GET", path: "/booking/:token/notes/:number.pdf", handle: (context, params) => notePdfForLink(context, params.number ?? "") },
];

const compiled = bookingRoutes.map((route) => ({ route, pattern: new URLPattern({ pathname: route.path }) }));

const plain = (status: number, text: string, headers: Record<string, string> = {}) => withCustomerHeaders(plainText(status, text, headers));

/** Every request under /booking, with the runtime given (tests pass their own, with their own clock). */
export async function handleBookingRequest(services: Runtime, request: Request, clientIp: string): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method === "HEAD" ? "GET" : request.method;
  const matches = compiled.map(({ route, pattern }) => ({ route, match: pattern.exec({ pathname: url.pathname }) })).filter((m) => m.match);
  // A mangled link (an extra part, a cut-off one) gets the page that says to call us, as an unknown token does.
  if (!matches.length) return method === "GET" ? unknownLinkPage() : plain(404, "Not found");
  const found = matches.find((m) => m.route.method === method);
  if (!found) return plain(405, "Method not allowed", { Allow: matches.some((m) => m.route.method === "POST") ? "GET, POST" : "GET" });
  try {
    // Counted by the server's own clock, whatever time a test states.
    const allowed = await countRequest(
      services.database.db,
      rateLimitBucket(clientIp),
      "booking",
      services.env.BOOKING_RATE_LIMIT,
      new Date(),
    );
    if (!allowed.ok) {
      log.warn({ clientIp }, "booking page: rate limit reached");
      return plain(429, `Too many requests from your address. Please try again later, or call us.`, {
        "Retry-After": String(allowed.retryAfterSeconds),
      });
    }
    const context: BookingRequestContext = {
      request,
      url,
      token: found.match!.pathname.groups.token ?? "",
      services,
      now: services.clock.now(request),
    };
    return await found.route.handle(context, found.match!.pathname.groups);
  } catch (error) {
    log.error({ err: error, method: request.method }, "booking page failed");
    return plain(500, "Something went wrong. Please try again, or call us.");
  }
}
