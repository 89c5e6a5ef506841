type Validation = typeof import("../../lib/quote-schema");
let validation: Promise<Validation> | undefined;

/**
 * The schema the server checks with (zod, the UK phone and postcode rules) is most of the form's
 * code, so it loads when the visitor starts on the form (first focus, touch or input), not with the
 * page. A failed load is forgotten, so the next attempt fetches it again.
 */
export function loadValidation(): Promise<Validation> {
  validation ??= import("../../lib/quote-schema").catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}
