/** Longest postcode input read at all: a postcode with generous spacing. Anything longer is refused unread. */
export const POSTCODE_INPUT_MAX = 16;
