/**
 * The customer's private link, /booking/…: React Router middleware on the layout every page of the
 * link sits under (app/routes.ts, app/booking-pages.ts). A mangled link (a part too many or too few)
 * gets the page that says to call us for GET and 404 otherwise, before anything is counted; a method
 * the page does not take gets 405. Every other request is counted against the address's hourly limit
 * (BOOKING_RATE_LIMIT; 429 with Retry-After past it) before any loader or action runs. Every answer
 * carries the link's headers: never cached, never indexed, no referrer sent on, the pages' policy.
 * A failure is answered in a sentence, as the link always answered one.
 */
import type { MiddlewareFunction } from "react-router";
import { bookingPageAt } from "../../../booking-pages";
import { log } from "../../log.server";
import { PAGE_CSP, withPageHeaders } from "../../page-policy.server";
import { countRequest, rateLimitBucket } from "../../rate-limit.server";
import { plainText } from "../../responses.server";
import { requestInfoContext, runtimeContext } from "../../runtime.server";

/** The headers every answer under the customer's link carries, pages or not. */
const withCustomerHeaders = (response: Response) => withPageHeaders(response, { noReferrer: true, policy: PAGE_CSP });

const plain = (status: number, text: string, headers: Record<string, string> = {}) => withCustomerHeaders(plainText(status, text, headers));

const failed = () => plain(500, "Something went wrong. Please try again, or call us.");

export const customerLink: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const method = request.method === "HEAD" ? "GET" : request.method;
  const page = bookingPageAt(pattern);
  // The link's pages are asked for whole, never as their data alone.
  if (new URL(request.url).pathname.endsWith(".data")) return plain(404, "Not found");
  if (!page) return method === "GET" ? withCustomerHeaders(await next()) : plain(404, "Not found");
  if (!page.methods.includes(method as "GET" | "POST")) return plain(405, "Method not allowed", { Allow: page.methods.join(", ") });
  const runtime = context.get(runtimeContext);
  const clientIp = context.get(requestInfoContext)?.clientIp ?? "";
  try {
    // Counted by the server's own clock, whatever time a test states.
    const allowed = await countRequest(
      runtime.database.db,
      rateLimitBucket(clientIp),
      "booking",
      runtime.env.BOOKING_RATE_LIMIT,
      new Date(),
    );
    if (!allowed.ok) {
      log.warn({ clientIp }, "booking page: rate limit reached");
      return plain(429, "Too many requests from your address. Please try again later, or call us.", {
        "Retry-After": String(allowed.retryAfterSeconds),
      });
    }
  } catch (error) {
    log.error({ err: error, method: request.method }, "booking page failed");
    return failed();
  }
  const response = await next();
  // A loader or action that failed (logged by the server's error handler): the sentence, not a page.
  if (response.status === 500) return failed();
  return withCustomerHeaders(response);
};
