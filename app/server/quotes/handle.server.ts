import { DatabaseUnavailable } from "../db/errors.server";
import { log } from "../log.server";
import type { Runtime } from "../runtime.server";
import { intakeContext, receiveQuote, type IntakeOutcome } from "./intake.server";
import { PhotoStoreUnavailable } from "../photos/store.server";
import type { QuoteUpload } from "../photos/uploads.server";

const UNAVAILABLE =
  "We can't take quote requests for a few minutes. Nothing you entered has been lost: please try again shortly, or call or WhatsApp us.";

/** Run the intake with the process's runtime; outages become a 503 the visitor can act on. */
export async function handleQuote(
  runtime: Runtime,
  input: Request | QuoteUpload,
  source: "api" | "form",
  clientIp: string,
): Promise<IntakeOutcome> {
  try {
    return await receiveQuote(input, intakeContext(runtime, { clientIp, source }));
  } catch (error) {
    if (error instanceof DatabaseUnavailable || error instanceof PhotoStoreUnavailable) {
      log.error(
        { err: error.cause },
        error instanceof DatabaseUnavailable ? "quote refused: database unavailable" : "quote refused: photo store unavailable",
      );
      return { kind: "refused", status: 503, error: UNAVAILABLE, fieldErrors: {}, values: {}, retryAfterSeconds: 30 };
    }
    throw error;
  }
}
