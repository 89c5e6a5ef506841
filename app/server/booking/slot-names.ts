/**
 * How a slot is named: in words ("Wednesday 25 November, morning (8am–12pm)") and as a form's value
 * ("2026-11-25/morning"). Plain functions of the business's slot definitions, so the pages' views
 * (which go to the browser bundle too) name slots as the emails and the schedule do.
 */
import { bookingRules, type BookingRules } from "../../content/booking";
import { formatDate } from "../../kernel/uk-time";

export interface SlotRef {
  date: string;
  id: string;
}

/** "Tuesday 25 November, morning (8am–12pm)". */
export function describeSlot(ref: SlotRef, rules: BookingRules = bookingRules): string {
  const definition = rules.slots.find((slot) => slot.id === ref.id);
  const name = definition ? `${definition.label.toLowerCase()} (${definition.window})` : ref.id;
  return `${formatDate(ref.date, "weekday")}, ${name}`;
}

/** A slot's value in a form ("2026-11-25/morning"); parseSlotValue (slots.server.ts) reads it back. */
export const slotValue = (ref: SlotRef) => `${ref.date}/${ref.id}`;
