/**
 * How a slot is named: in words ("Wednesday 25 November, morning (7am–12pm)") and as a form's value
 * ("2026-11-25/morning"). Plain functions of the business's slot definitions, so the pages' views
 * (which go to the browser bundle too) name slots as the emails and the schedule do. A slot's times
 * are its times on the date named: the same slot may run at other times on another day.
 */
import { bookingRules, slotWindowOn, type BookingRules } from "../../content/booking";
import { formatDate } from "../../kernel/uk-time";

export interface SlotRef {
  date: string;
  id: string;
}

/**
 * "Wednesday 25 November, morning (7am–12pm)"; "Sunday 29 November, morning (8am–12pm)". A slot that
 * does not run on that day (a booking made before its days changed) is named without times, and an
 * id the rules don't know by the id.
 */
export function describeSlot(ref: SlotRef, rules: BookingRules = bookingRules): string {
  const definition = rules.slots.find((slot) => slot.id === ref.id);
  const window = definition && slotWindowOn(definition, ref.date);
  const name = definition ? `${definition.label.toLowerCase()}${window ? ` (${window})` : ""}` : ref.id;
  return `${formatDate(ref.date, "weekday")}, ${name}`;
}

/** A slot's value in a form ("2026-11-25/morning"); parseSlotValue (slots.server.ts) reads it back. */
export const slotValue = (ref: SlotRef) => `${ref.date}/${ref.id}`;
