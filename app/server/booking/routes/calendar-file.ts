import type { Route } from "./+types/calendar-file";
import { calendarFileForLink } from "./calendar-file.server";

/** GET /booking/:token/calendar.ics: the booked collection as a calendar file, from the customer's link. */
export const loader = ({ request, params, context }: Route.LoaderArgs) => calendarFileForLink(request, params.token, context);
