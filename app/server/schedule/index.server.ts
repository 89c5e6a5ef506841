/** The schedule feature's public module for other features' code: its domain, loadable without the pages (the terminal's commands load it). */
export { queueScheduleEmail } from "./emails/queue.server";
export { queueCrewDay, queueCrewDayForQuote } from "./emails/crew-queue.server";
export { crewMayOpen, type CrewJobRef } from "./crew-access.server";
