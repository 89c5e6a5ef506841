import ICAL from "ical.js";

/**
 * The first event of an iCalendar file, read by a real parser with the file's own time zones
 * registered, so its times are the instants the file means (not floating local times).
 */
export function calendarEvent(ics: string): ICAL.Event {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the file");
  return new ICAL.Event(vevent);
}
