/** Text the quote form starts with, e.g. the choices of the price estimate. */
export interface QuotePrefill {
  description?: string;
}
