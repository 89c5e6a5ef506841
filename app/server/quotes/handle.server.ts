import { getServices } from "../services.server";
import { log } from "../log.server";
import { receiveQuote, ServiceUnavailable, type IntakeOutcome } from "./intake.server";
import type { QuoteUpload } from "./uploads.server";

export const CLIENT_IP_HEADER = "x-clearance-client-ip";

const UNAVAILABLE =
  "We can't take quote requests for a few minutes. Nothing you entered has been lost: please try again shortly, or call or WhatsApp us.";

/** Run the intake with this process's services; outages become a 503 the visitor can act on. */
export async function handleQuote(input: Request | QuoteUpload, source: "api" | "form"): Promise<IntakeOutcome> {
  try {
    const services = await getServices();
    return await receiveQuote(input, {
      db: services.database.db,
      dataDir: services.env.dataDir,
      clientIp: input.headers.get(CLIENT_IP_HEADER) ?? "unknown",
      source,
      rateLimitPerHour: services.env.QUOTE_RATE_LIMIT,
      minFillMs: services.env.QUOTE_MIN_FILL_MS,
      mailDomain: new URL(services.env.SITE_URL).hostname,
      wakeOutbox: () => services.outbox.wake(),
    });
  } catch (error) {
    if (error instanceof ServiceUnavailable) {
      log.error({ err: error.cause }, "quote refused: database unavailable");
      return { kind: "refused", status: 503, error: UNAVAILABLE, fieldErrors: {}, values: {} };
    }
    throw error;
  }
}
